package org.wsslab.console.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.InteropTiming;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.workload.entity.Shape;

/**
 * Reads the body of POST /interop ({@link InteropReportBody}, by JSON-B) as strictly as a run's: every
 * field of its type and within its bounds, every endpoint one the catalog has, or a 400 naming the field
 * and what is allowed. What the client of the other stack found is its word: the reader checks its shape only.
 */
final class InteropReportReader {

    /** What a check posts: the client it was, the Metro run beside it (null: none), a result per endpoint. */
    record InteropReport(String client, Long metroRun, List<InteropResult> results) {
    }

    static final int MAX_CLIENT = 200;
    static final int MAX_REASON = 4000;
    /** A round trip longer than an hour is no measurement. */
    private static final long MAX_RTT_NANOS = 3_600_000_000_000L;
    private static final int MAX_CALLS = 1_000_000;
    private static final String SHAPE = "an interoperability check is a JSON object {\"client\": \"the stack, its version, the JVM\","
            + " \"metro_run\": id of the completed run that measured Metro beside it (optional), \"results\": [{\"mechanism\": id,"
            + " \"suite\": suite (null: the mechanism's own), \"outcome\": \"" + String.join("|", Arrays.stream(InteropOutcome.values())
                    .map(Enum::name).toList())
            + "\", \"reason\": text (required unless it interoperates), \"refused_by\":"
            + " \"server\"|\"client\"|null (null: nobody refused, e.g. an echo that came back altered), \"calls\": calls timed per size, \"sizes\": [{\"bytes\": n, \"rtt_median_ns\": n}]}]}";
    private static final List<String> RESULT_FIELDS = List.of("calls", "mechanism", "outcome", "reason", "refused_by", "sizes", "suite");
    private static final String SIZE = "exactly {\"bytes\": n, \"rtt_median_ns\": n}";

    private InteropReportReader() {
    }

    static InteropReport read(String body) {
        InteropReportBody report = RequestBodies.read(body, InteropReportBody.class, InteropReportReader::said);
        if (report == null) {
            throw Refusal.invalid("an empty body; " + SHAPE);
        }
        String client = required("client", report.client);
        if (client.length() > MAX_CLIENT) {
            throw Refusal.at("client", client.length() + " characters; at most " + MAX_CLIENT);
        }
        Long metroRun = report.metroRun == null ? null : within("metro_run", report.metroRun, 1, Long.MAX_VALUE);
        if (report.results == null || report.results.isEmpty()) {
            throw Refusal.at("results", "give at least one result, as an array; " + SHAPE);
        }
        List<InteropResult> results = new ArrayList<>();
        for (int i = 0; i < report.results.size(); i++) {
            results.add(result("results[" + i + "]", report.results.get(i)));
        }
        return new InteropReport(client, metroRun, results);
    }

    private static InteropResult result(String at, InteropReportBody.Result result) {
        if (result == null) {
            throw Refusal.at(at, "not an object; " + SHAPE);
        }
        String mechanism = required(at + ".mechanism", result.mechanism);
        Endpoint endpoint;
        try {
            endpoint = VerificationView.endpoint(mechanism, result.suite);
        } catch (Refusal refusal) {
            throw refusal.within(at);
        }
        String name = required(at + ".outcome", result.outcome);
        InteropOutcome outcome = Arrays.stream(InteropOutcome.values()).filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow(() -> Refusal.at(at + ".outcome", "'" + name + "' is not an outcome; the outcomes are "
                        + Arrays.toString(InteropOutcome.values())));
        String reason = result.reason == null || result.reason.isBlank() ? null : result.reason;
        if (reason == null && outcome != InteropOutcome.INTEROPERATES) {
            throw Refusal.at(at + ".reason", outcome + " needs its reason, in the words of the side that refused");
        }
        if (reason != null && reason.length() > MAX_REASON) {
            throw Refusal.at(at + ".reason", reason.length() + " characters; at most " + MAX_REASON);
        }
        if (result.refusedBy != null && !result.refusedBy.equals("server") && !result.refusedBy.equals("client")) {
            throw Refusal.at(at + ".refused_by", "'" + result.refusedBy + "'; \"server\", \"client\" or null");
        }
        int calls = result.calls == null ? 0 : (int) within(at + ".calls", result.calls, 0, MAX_CALLS);
        List<InteropTiming> timings = timings(at + ".sizes", result.sizes);
        if (outcome == InteropOutcome.INTEROPERATES && (timings.isEmpty() || calls == 0)) {
            throw Refusal.at(at, "an endpoint that interoperates has calls and the sizes it echoed, with their medians");
        }
        return new InteropResult(endpoint, outcome, reason, result.refusedBy, calls, timings);
    }

    private static List<InteropTiming> timings(String at, List<InteropReportBody.Size> sizes) {
        if (sizes == null) {
            return List.of();
        }
        List<InteropTiming> timings = new ArrayList<>();
        for (int i = 0; i < sizes.size(); i++) {
            String here = at + "[" + i + "]";
            InteropReportBody.Size size = sizes.get(i);
            if (size == null || size.bytes == null || size.rttMedianNs == null) {
                throw Refusal.at(here, SIZE);
            }
            timings.add(new InteropTiming((int) within(here + ".bytes", size.bytes, 1, Shape.MAX_BYTES),
                    within(here + ".rtt_median_ns", size.rttMedianNs, 0, MAX_RTT_NANOS)));
        }
        try {
            Refusal.ifRepeated("bytes", timings.stream().map(InteropTiming::bytes).toList());
        } catch (Refusal repeated) {
            // Said of the sizes as a whole ("results[0].sizes bytes: 100 is given twice"), about the field sizes.
            throw new Refusal(Refusal.Kind.INVALID, at + " " + repeated.getMessage(),
                    List.of(new RefusedField(at, repeated.fields().get(0).message())));
        }
        return timings;
    }

    private static String required(String at, String text) {
        if (text == null) {
            throw Refusal.at(at, "required; " + SHAPE);
        }
        if (text.isBlank()) {
            throw Refusal.at(at, "empty; " + SHAPE);
        }
        return text;
    }

    private static long within(String at, long whole, long least, long most) {
        if (whole < least || whole > most) {
            throw Refusal.at(at, whole + " is out of range; from " + least + " to " + most);
        }
        return whole;
    }

    /** What JSON-B found wrong, said as this reader always said it; the path names the field (results[0].sizes[1].bytes). */
    private static Refusal said(BodyFault fault) {
        Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
        if (whole != null) {
            return whole;
        }
        String path = fault.path();
        return switch (fault.kind()) {
            case NOT_TEXT -> Refusal.at(path, fault.value() + " is not a string");
            case NOT_WHOLE -> Refusal.at(path, fault.value() + " is not a whole number; " + range(fault.field()));
            case OUT_OF_RANGE -> Refusal.at(path, fault.value() + " is far out of range; " + range(fault.field()));
            case UNKNOWN_FIELD -> fault.parent().endsWith("]") && fault.parent().contains(".sizes[") ? Refusal.at(fault.parent(), SIZE)
                    : Refusal.at(fault.parent(), "unknown field '" + fault.field() + "'; a result has the fields " + RESULT_FIELDS);
            case STRUCTURE -> path.equals("results") ? Refusal.at("results", "give at least one result, as an array; " + SHAPE)
                    : path.matches("results\\[\\d+]") ? Refusal.at(path, "not an object; " + SHAPE)
                            : path.endsWith(".sizes") ? Refusal.at(path, "an array of {\"bytes\": n, \"rtt_median_ns\": n}")
                                    : Refusal.at(path, SIZE);
            default -> Refusal.invalid(SHAPE);
        };
    }

    /** The bounds of a whole number, by its field. */
    private static String range(String field) {
        return switch (field) {
            case "metro_run" -> "from 1 to " + Long.MAX_VALUE;
            case "calls" -> "from 0 to " + MAX_CALLS;
            case "bytes" -> "from 1 to " + Shape.MAX_BYTES;
            default -> "from 0 to " + MAX_RTT_NANOS;
        };
    }
}
