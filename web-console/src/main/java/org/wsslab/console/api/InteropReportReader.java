package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.InteropTiming;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.workload.entity.Shape;

/**
 * Reads the body of POST /interop strictly, as RunRequestReader reads a run's: every field of its
 * type and within its bounds, every endpoint one the catalog has, or a 400 naming the field and what
 * is allowed. What the client of the other stack found is its word: the reader checks its shape only.
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
                    .map(Enum::name).toList()) + "\", \"reason\": text (required unless it interoperates), \"refused_by\":"
            + " \"server\"|\"client\"|null (null: nobody refused, e.g. an echo that came back altered), \"calls\": calls timed per size, \"sizes\": [{\"bytes\": n, \"rtt_median_ns\": n}]}]}";
    private static final Set<String> RESULT_FIELDS = Set.of("mechanism", "suite", "outcome", "reason", "refused_by", "calls", "sizes");

    private InteropReportReader() {
    }

    static InteropReport read(String body) {
        JsonObject json = strictObject(body, Set.of("client", "metro_run", "results"), SHAPE);
        if (json == null) {
            throw Refusal.invalid("an empty body; " + SHAPE);
        }
        String client = text(json, "client", "client", true);
        if (client.length() > MAX_CLIENT) {
            throw Refusal.at("client", client.length() + " characters; at most " + MAX_CLIENT);
        }
        JsonValue run = json.get("metro_run");
        Long metroRun = run == null || run == JsonValue.NULL ? null : whole("metro_run", run, 1, Long.MAX_VALUE);
        if (!(json.get("results") instanceof JsonArray array) || array.isEmpty()) {
            throw Refusal.at("results", "give at least one result, as an array; " + SHAPE);
        }
        List<InteropResult> results = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            results.add(result("results[" + i + "]", array.get(i)));
        }
        return new InteropReport(client, metroRun, results);
    }

    private static InteropResult result(String at, JsonValue value) {
        if (!(value instanceof JsonObject json)) {
            throw Refusal.at(at, "not an object; " + SHAPE);
        }
        for (String field : json.keySet()) {
            if (!RESULT_FIELDS.contains(field)) {
                throw Refusal.at(at, "unknown field '" + field + "'; a result has the fields " + RESULT_FIELDS.stream().sorted().toList());
            }
        }
        String mechanism = text(json, "mechanism", at + ".mechanism", true);
        String suite = text(json, "suite", at + ".suite", false);
        Endpoint endpoint;
        try {
            endpoint = VerificationView.endpoint(mechanism, suite);
        } catch (Refusal refusal) {
            throw refusal.within(at);
        }
        String name = text(json, "outcome", at + ".outcome", true);
        InteropOutcome outcome = Arrays.stream(InteropOutcome.values()).filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow(() -> Refusal.at(at + ".outcome", "'" + name + "' is not an outcome; the outcomes are "
                        + Arrays.toString(InteropOutcome.values())));
        String reason = text(json, "reason", at + ".reason", false);
        if (reason != null && reason.isBlank()) {
            reason = null;
        }
        if (reason == null && outcome != InteropOutcome.INTEROPERATES) {
            throw Refusal.at(at + ".reason", outcome + " needs its reason, in the words of the side that refused");
        }
        if (reason != null && reason.length() > MAX_REASON) {
            throw Refusal.at(at + ".reason", reason.length() + " characters; at most " + MAX_REASON);
        }
        String refusedBy = text(json, "refused_by", at + ".refused_by", false);
        if (refusedBy != null && !refusedBy.equals("server") && !refusedBy.equals("client")) {
            throw Refusal.at(at + ".refused_by", "'" + refusedBy + "'; \"server\", \"client\" or null");
        }
        JsonValue timed = json.get("calls");
        int calls = timed == null || timed == JsonValue.NULL ? 0 : (int) whole(at + ".calls", timed, 0, MAX_CALLS);
        List<InteropTiming> timings = timings(at + ".sizes", json.get("sizes"));
        if (outcome == InteropOutcome.INTEROPERATES && (timings.isEmpty() || calls == 0)) {
            throw Refusal.at(at, "an endpoint that interoperates has calls and the sizes it echoed, with their medians");
        }
        return new InteropResult(endpoint, outcome, reason, refusedBy, calls, timings);
    }

    private static List<InteropTiming> timings(String at, JsonValue value) {
        if (value == null || value == JsonValue.NULL) {
            return List.of();
        }
        if (!(value instanceof JsonArray array)) {
            throw Refusal.at(at, "an array of {\"bytes\": n, \"rtt_median_ns\": n}");
        }
        List<InteropTiming> timings = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String here = at + "[" + i + "]";
            if (!(array.get(i) instanceof JsonObject size) || !Set.of("bytes", "rtt_median_ns").equals(size.keySet())) {
                throw Refusal.at(here, "exactly {\"bytes\": n, \"rtt_median_ns\": n}");
            }
            timings.add(new InteropTiming((int) whole(here + ".bytes", size.get("bytes"), 1, Shape.MAX_BYTES),
                    whole(here + ".rtt_median_ns", size.get("rtt_median_ns"), 0, MAX_RTT_NANOS)));
        }
        try {
            Refusal.ifRepeated("bytes", timings.stream().map(InteropTiming::bytes).toList());
        } catch (Refusal repeated) {
            // Said of the sizes as a whole ("results[0].sizes bytes: 100 is given twice"), about the field sizes.
            throw new Refusal(Refusal.Kind.INVALID, at + " " + repeated.getMessage(), List.of(new RefusedField(at, repeated.fields().get(0).message())));
        }
        return timings;
    }

    private static String text(JsonObject json, String field, String at, boolean required) {
        JsonValue value = json.get(field);
        if (value == null || value == JsonValue.NULL) {
            if (required) {
                throw Refusal.at(at, "required; " + SHAPE);
            }
            return null;
        }
        if (!(value instanceof JsonString text)) {
            throw Refusal.at(at, value + " is not a string");
        }
        if (required && text.getString().isBlank()) {
            throw Refusal.at(at, "empty; " + SHAPE);
        }
        return text.getString();
    }

    private static long whole(String at, JsonValue value, long least, long most) {
        if (!(value instanceof JsonNumber number) || !number.isIntegral()) {
            throw Refusal.at(at, value + " is not a whole number; from " + least + " to " + most);
        }
        long whole;
        try {
            whole = number.longValueExact();
        } catch (ArithmeticException e) {
            throw Refusal.at(at, value + " is far out of range; from " + least + " to " + most);
        }
        if (whole < least || whole > most) {
            throw Refusal.at(at, whole + " is out of range; from " + least + " to " + most);
        }
        return whole;
    }

    /**
     * A request body as a JSON object with only the given fields, null if the body is empty; anything
     * else is refused with {@code shape}, the sentence that says what is allowed.
     */
    private static JsonObject strictObject(String body, Set<String> fields, String shape) {
        if (body == null || body.isBlank()) {
            return null;
        }
        JsonValue value;
        try (JsonReader reader = jakarta.json.Json.createReader(new StringReader(body))) {
            value = reader.readValue();
        } catch (JsonParsingException e) {
            throw Refusal.invalid("malformed JSON (" + e.getMessage() + "); " + shape);
        } catch (JsonException e) {
            throw Refusal.invalid("malformed JSON; " + shape);
        }
        if (value.getValueType() != JsonValue.ValueType.OBJECT) {
            throw Refusal.invalid(shape);
        }
        JsonObject json = value.asJsonObject();
        for (String field : json.keySet()) {
            if (!fields.contains(field)) {
                throw Refusal.invalid("unknown field '" + field + "'; " + shape);
            }
        }
        return json;
    }
}
