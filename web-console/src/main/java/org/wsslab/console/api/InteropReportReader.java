package org.wsslab.console.api;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.InteropTiming;
import org.wsslab.refusal.Constraints;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.refusal.Violations;
import org.wsslab.workload.entity.Shape;

/**
 * Reads the body of POST /interop ({@link InteropReportBody}, by JSON-B) as strictly as a run's: every
 * field of its type and within its bounds (the body's constraints), every endpoint one the catalog has, or
 * a 400 naming the field and what is allowed. A body is refused for the first thing wrong in the order it
 * always was, field by field and result by result, the catalog's check between a result's mechanism and
 * its outcome. What the client of the other stack found is its word: the reader checks its shape only.
 */
final class InteropReportReader {

    /** What a check posts: the client it was, the Metro run beside it (null: none), a result per endpoint. */
    record InteropReport(String client, Long metroRun, List<InteropResult> results) {
    }

    private static final String SHAPE = InteropReportBody.SHAPE;
    private static final List<String> RESULT_FIELDS = List.of("calls", "mechanism", "outcome", "reason", "refused_by", "sizes", "suite");

    private InteropReportReader() {
    }

    static InteropReport read(String body) {
        InteropReportBody report = RequestBodies.read(body, InteropReportBody.class, InteropReportReader::said);
        if (report == null) {
            throw Refusal.invalid("an empty body; " + SHAPE);
        }
        Violations<InteropReportBody> violations = Violations.of(Constraints.validator().validate(report));
        violations.refuseAt("client", "metro_run", "results");
        List<InteropResult> results = new ArrayList<>();
        for (int i = 0; i < report.results.size(); i++) {
            results.add(result("results[" + i + "]", report.results.get(i), violations));
        }
        return new InteropReport(report.client, report.metroRun, results);
    }

    private static InteropResult result(String at, InteropReportBody.Result result, Violations<?> violations) {
        violations.refuseAt(at + ".mechanism");
        Endpoint endpoint;
        try {
            endpoint = VerificationView.endpoint(result.mechanism, result.suite);
        } catch (Refusal refusal) {
            throw refusal.within(at);
        }
        violations.refuseAt(at + ".outcome", at + ".reason", at + ".refused_by", at + ".calls");
        List<InteropTiming> timings = timings(at + ".sizes", result.sizes, violations);
        violations.refuseAt(at);
        String reason = result.reason == null || result.reason.isBlank() ? null : result.reason;
        return new InteropResult(endpoint, InteropOutcome.valueOf(result.outcome), reason, result.refusedBy,
                result.calls == null ? 0 : result.calls.intValue(), timings);
    }

    private static List<InteropTiming> timings(String at, List<InteropReportBody.Size> sizes, Violations<?> violations) {
        if (sizes == null) {
            return List.of();
        }
        List<InteropTiming> timings = new ArrayList<>();
        for (int i = 0; i < sizes.size(); i++) {
            String here = at + "[" + i + "]";
            violations.refuseAt(here, here + ".bytes", here + ".rtt_median_ns");
            timings.add(new InteropTiming(sizes.get(i).bytes.intValue(), sizes.get(i).rttMedianNs));
        }
        // A constraint would read worse: said of the sizes as a whole ("results[0].sizes bytes: 100 is given twice").
        try {
            Refusal.ifRepeated("bytes", timings.stream().map(InteropTiming::bytes).toList());
        } catch (Refusal repeated) {
            throw new Refusal(Refusal.Kind.INVALID, at + " " + repeated.getMessage(),
                    List.of(new RefusedField(at, repeated.fields().get(0).message())));
        }
        return timings;
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
            case UNKNOWN_FIELD ->
                fault.parent().endsWith("]") && fault.parent().contains(".sizes[") ? Refusal.at(fault.parent(), InteropReportBody.SIZE)
                        : Refusal.at(fault.parent(), "unknown field '" + fault.field() + "'; a result has the fields " + RESULT_FIELDS);
            case STRUCTURE -> path.equals("results") ? Refusal.at("results", "give at least one result, as an array; " + SHAPE)
                    : path.matches("results\\[\\d+]") ? Refusal.at(path, "not an object; " + SHAPE)
                            : path.endsWith(".sizes") ? Refusal.at(path, "an array of {\"bytes\": n, \"rtt_median_ns\": n}")
                                    : Refusal.at(path, InteropReportBody.SIZE);
            default -> Refusal.invalid(SHAPE);
        };
    }

    /** The bounds of a whole number, by its field. */
    private static String range(String field) {
        return switch (field) {
            case "metro_run" -> "from 1 to " + Long.MAX_VALUE;
            case "calls" -> "from 0 to " + InteropReportBody.MAX_CALLS;
            case "bytes" -> "from 1 to " + Shape.MAX_BYTES;
            default -> "from 0 to " + InteropReportBody.MAX_RTT_NANOS;
        };
    }
}
