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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * Reads the body of POST /runs strictly: a JSON object with at most the fields mechanisms (ids),
 * suites (ids), shape, direction, service_work, sizes (bytes or records), calls, warmup, order, mode and clients, each of its type; anything else is a 400 saying what is allowed.
 * Read by hand rather than bound, so that an unknown field, a fraction or a string where a number
 * belongs is refused with its name instead of being ignored or coerced.
 */
final class RunRequestReader {

    static final Set<String> FIELDS = Set.of("mechanisms", "suites", "shape", "direction", "service_work", "sizes", "calls", "warmup",
            "order", "mode", "clients", "name", "notes");
    private static final String SHAPE = "a run request is a JSON object with any of the fields "
            + "{\"mechanisms\": [ids], \"suites\": [" + AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion)
            .collect(Collectors.joining("|")) + "], \"shape\": \"" + Shape.ids().replace(", ", "|") + "\", \"direction\": \""
            + Direction.ids().replace(", ", "|") + "\", \"service_work\": \"" + ServiceWork.ids().replace(", ", "|") + "\", \"sizes\": [bytes, or records for books and employees], \"calls\": n, \"warmup\": n, \"order\": \"" + Order.ids().replace(", ", "|")
            + "\", \"mode\": \"fixed\" or {\"precision\"|\"growth\"|\"sequences\": {...}}, \"clients\": [numbers of concurrent client threads],"
            + " \"name\": \"what you call the run\", \"notes\": \"free text\"}";
    private static final String MODE = "mode: \"fixed\" (calls per cell, the default), or one of {\"precision\": {\"pct\": 2,"
            + " \"max_calls\": " + Precision.DEFAULT_MAX_CALLS + ", \"min_calls\": " + Precision.DEFAULT_MIN_CALLS
            + "}} (each cell takes calls until its median's 95% interval is within ±pct%; max_calls and min_calls optional),"
            + " {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 10000}} (one call per size, growing by step) or"
            + " {\"sequences\": {\"lengths\": [10, 250, 1000], \"repeats\": 5}} (each length's calls on a new session, repeated)";
    private static final Map<String, Set<String>> MODE_FIELDS = Map.of("precision", Set.of("pct", "max_calls", "min_calls"),
            "growth", Set.of("start", "step", "calls"), "sequences", Set.of("lengths", "repeats"));

    private RunRequestReader() {
    }

    static RunRequest read(String body) {
        JsonObject json = strictObject(body, FIELDS, SHAPE);
        if (json == null) {
            return RunRequest.defaults();
        }
        return new RunRequest(strings(json, "mechanisms"), integers(json, "sizes"), integer(json, "calls"),
                integer(json, "warmup"), text(json, "order"), mode(json.get("mode")), strings(json, "suites"),
                text(json, "shape"), text(json, "direction"), text(json, "service_work"), integers(json, "clients"))
                .labelled(label(json));
    }

    /** The run's name and notes, as given (PATCH /runs/{id} takes the same two fields). */
    static RunLabel label(JsonObject json) {
        return RunLabel.of(text(json, "name"), text(json, "notes"));
    }

    /** The body of PATCH /runs/{id}: a new name, new notes, or both (a field left out keeps its value). */
    static RunLabel relabel(String body, RunLabel now) {
        JsonObject json = strictObject(body, Set.of("name", "notes"), "a change of a run is a JSON object with the fields"
                + " {\"name\": \"what you call the run\", \"notes\": \"free text\"} (either or both; empty or null: none)");
        if (json == null || json.isEmpty()) {
            throw Refusal.invalid("give a name, notes or both: {\"name\": \"...\", \"notes\": \"...\"}");
        }
        return RunLabel.of(json.containsKey("name") ? text(json, "name") : now.name(),
                json.containsKey("notes") ? text(json, "notes") : now.notes());
    }

    /** The mode asked for; null for "fixed" or no mode. */
    private static RunMode mode(JsonValue mode) {
        if (mode == null || mode == JsonValue.NULL || mode instanceof JsonString text && "fixed".equals(text.getString())) {
            return null;
        }
        if (mode.getValueType() != JsonValue.ValueType.OBJECT || mode.asJsonObject().size() != 1
                || !MODE_FIELDS.containsKey(mode.asJsonObject().keySet().iterator().next())) {
            throw Refusal.about("mode", MODE);
        }
        String name = mode.asJsonObject().keySet().iterator().next();
        if (mode.asJsonObject().get(name).getValueType() != JsonValue.ValueType.OBJECT) {
            throw Refusal.about("mode." + name, "mode." + name + " must be an object; " + MODE);
        }
        JsonObject rule = mode.asJsonObject().getJsonObject(name);
        for (String field : rule.keySet()) {
            if (!MODE_FIELDS.get(name).contains(field)) {
                throw Refusal.at("mode." + name, "unknown field '" + field + "'; " + MODE);
            }
        }
        try {
            return rule(name, rule);
        } catch (Refusal refusal) {
            // A rule's own field is named in the sentence as it always was ("step: ..."), and by its whole path.
            throw new Refusal(refusal.kind(), refusal.getMessage(), refusal.fields().stream().map(field -> field.path().startsWith("mode.")
                    ? field : new RefusedField("mode." + name + "." + field.path(), field.message())).toList());
        }
    }

    private static RunMode rule(String name, JsonObject rule) {
        return switch (name) {
            case "precision" -> precision(rule);
            case "growth" -> new Growth(required(rule, "mode.growth", "start"), required(rule, "mode.growth", "step"),
                    required(rule, "mode.growth", "calls"));
            default -> {
                List<Integer> lengths = integers(rule, "lengths");
                if (lengths == null) {
                    throw Refusal.at("mode.sequences.lengths", "give the sequence lengths, e.g. [10, 250, 1000]; " + MODE);
                }
                yield new Sequences(lengths, required(rule, "mode.sequences", "repeats"));
            }
        };
    }

    private static int required(JsonObject rule, String mode, String field) {
        Integer value = integer(rule, field);
        if (value == null) {
            throw Refusal.at(mode + "." + field, "give a whole number; " + MODE);
        }
        return value;
    }

    private static Precision precision(JsonObject rule) {
        if (!(rule.get("pct") instanceof JsonNumber pct)) {
            throw Refusal.at("mode.precision.pct", "give the interval's half-width as a number (% of the median); " + MODE);
        }
        Integer max = integer(rule, "max_calls");
        Integer min = integer(rule, "min_calls");
        return new Precision(pct.doubleValue(), max == null ? Precision.DEFAULT_MAX_CALLS : max,
                min == null ? Precision.DEFAULT_MIN_CALLS : min);
    }

    /**
     * A request body as a JSON object with only the given fields, null if the body is empty; anything
     * else is refused with {@code shape}, the sentence that says what is allowed.
     */
    static JsonObject strictObject(String body, Set<String> fields, String shape) {
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

    static List<String> strings(JsonObject json, String field) {
        JsonArray array = array(json, field);
        if (array == null) {
            return null;
        }
        List<String> values = new ArrayList<>();
        for (JsonValue item : array) {
            if (!(item instanceof JsonString text)) {
                throw Refusal.at(field, item + " is not a mechanism id; give ids as strings, e.g. [\"mutual-certificates\"]");
            }
            values.add(text.getString());
        }
        return values;
    }

    private static List<Integer> integers(JsonObject json, String field) {
        JsonArray array = array(json, field);
        if (array == null) {
            return null;
        }
        List<Integer> values = new ArrayList<>();
        for (JsonValue item : array) {
            values.add(whole(field, item));
        }
        return values;
    }

    static Integer integer(JsonObject json, String field) {
        JsonValue value = json.get(field);
        return value == null || value == JsonValue.NULL ? null : whole(field, value);
    }

    private static String text(JsonObject json, String field) {
        JsonValue value = json.get(field);
        if (value == null || value == JsonValue.NULL) {
            return null;
        }
        if (!(value instanceof JsonString text)) {
            throw Refusal.at(field, value + " is not a string; " + SHAPE);
        }
        return text.getString();
    }

    private static JsonArray array(JsonObject json, String field) {
        JsonValue value = json.get(field);
        if (value == null || value == JsonValue.NULL) {
            return null;
        }
        if (value.getValueType() != JsonValue.ValueType.ARRAY) {
            throw Refusal.about(field, field + " must be an array; " + SHAPE);
        }
        return value.asJsonArray();
    }

    private static int whole(String field, JsonValue value) {
        if (!(value instanceof JsonNumber number) || !number.isIntegral()) {
            throw Refusal.at(field, value + " is not a whole number");
        }
        try {
            return number.intValueExact();
        } catch (ArithmeticException e) {
            throw Refusal.at(field, value + " is far out of range");
        }
    }
}
