package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.Startup;

/**
 * A run request's mode as JSON-B reads it: "fixed" (the default, read as no mode), or an object naming
 * exactly one rule, {"precision": {...}}, {"growth": {...}}, {"sequences": {...}} or {"startup": {...}}, each with its own fields.
 */
public class RunModeBody {

    private PrecisionRule precision;
    private GrowthRule growth;
    private SequencesRule sequences;
    private StartupRule startup;
    /** The rules the object named, null ones too (JSON-B sets a null as it does any value). */
    private final List<String> named = new ArrayList<>();

    /** Reads "fixed" or null as no mode, an object as its rule; anything else is no mode the API knows. */
    public static final class Reader implements JsonbDeserializer<RunModeBody> {
        @Override
        public RunModeBody deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue mode = parser.getValue();
            if (mode == JsonValue.NULL || mode instanceof JsonString text && "fixed".equals(text.getString())) {
                return null;
            }
            if (!(mode instanceof JsonObject rules)) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, mode, "mode", null);
            }
            // One rule named, given as something else than its object: JSON-B would skip it as if absent.
            if (rules.size() == 1 && BodyFields.has(RunModeBody.class, rules.keySet().iterator().next())
                    && !(rules.values().iterator().next() instanceof JsonObject)) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, mode, "mode." + rules.keySet().iterator().next(), null);
            }
            return RequestBodies.read(mode.toString(), RunModeBody.class, "mode");
        }
    }

    /** {"pct": n, "max_calls": n, "min_calls": n}: pct required, the others optional. */
    public static class PrecisionRule {
        @JsonbTypeDeserializer(BodyValues.Decimal.class)
        public Double pct;
        @JsonbProperty("max_calls")
        public Integer maxCalls;
        @JsonbProperty("min_calls")
        public Integer minCalls;
    }

    /** {"start": n, "step": n, "calls": n, "wire_every": n}: all required but wire_every (by default calls / 20, at least 1). */
    public static class GrowthRule {
        public Integer start;
        public Integer step;
        public Integer calls;
        @JsonbProperty("wire_every")
        public Integer wireEvery;
    }

    /** {"lengths": [n, ...], "repeats": n} or {"pairs": [[length, size], ...], "repeats": n}: repeats and one of the others. */
    public static class SequencesRule {
        @JsonbTypeDeserializer(BodyValues.Wholes.class)
        public List<Integer> lengths;
        @JsonbTypeDeserializer(BodyValues.WholeLists.class)
        public List<List<Integer>> pairs;
        public Integer repeats;
    }

    /** {"repeats": k, "steady_calls": n}: both required. */
    public static class StartupRule {
        public Integer repeats;
        @JsonbProperty("steady_calls")
        public Integer steadyCalls;
    }

    public void setStartup(StartupRule startup) {
        this.startup = startup;
        named.add("startup");
    }

    public void setPrecision(PrecisionRule precision) {
        this.precision = precision;
        named.add("precision");
    }

    public void setGrowth(GrowthRule growth) {
        this.growth = growth;
        named.add("growth");
    }

    public void setSequences(SequencesRule sequences) {
        this.sequences = sequences;
        named.add("sequences");
    }

    /** The rule named, each required field there, in the words of RunRequestReader.MODE. */
    RunMode rule() {
        if (named.size() != 1) {
            throw Refusal.about("mode", RunRequestReader.MODE);
        }
        if (precision != null) {
            if (precision.pct == null) {
                throw Refusal.at("mode.precision.pct", RunRequestReader.PCT);
            }
            return new Precision(precision.pct, precision.maxCalls == null ? Precision.DEFAULT_MAX_CALLS : precision.maxCalls,
                    precision.minCalls == null ? Precision.DEFAULT_MIN_CALLS : precision.minCalls);
        }
        if (growth != null) {
            int calls = required("mode.growth", "calls", growth.calls);
            return new Growth(required("mode.growth", "start", growth.start), required("mode.growth", "step", growth.step), calls,
                    growth.wireEvery == null ? Growth.defaultWireEvery(calls) : growth.wireEvery);
        }
        if (sequences != null) {
            if (sequences.lengths == null && sequences.pairs == null) {
                throw Refusal.at("mode.sequences.lengths", "give the sequence lengths, e.g. [10, 250, 1000], or pairs of"
                        + " [length, size], e.g. [[1000, 5], [10, 500]]; " + RunRequestReader.MODE);
            }
            int repeats = required("mode.sequences", "repeats", sequences.repeats);
            return sequences.pairs == null ? new Sequences(sequences.lengths, repeats)
                    : new Sequences(sequences.lengths, repeats, pairs(sequences.pairs));
        }
        if (startup != null) {
            return new Startup(required("mode.startup", "repeats", startup.repeats),
                    required("mode.startup", "steady_calls", startup.steadyCalls));
        }
        String name = named.get(0);
        throw Refusal.about("mode." + name, "mode." + name + " must be an object; " + RunRequestReader.MODE);
    }

    /** Each item two whole numbers, [length, size]; the entity checks what they may be. */
    private static List<Sequences.Pair> pairs(List<List<Integer>> items) {
        return items.stream().map(item -> {
            if (item.size() != 2) {
                throw Refusal.at("mode.sequences.pairs", item + " is not a pair; each is [length, size], e.g. [1000, 5]: a"
                        + " sequence of 1,000 calls at size 5");
            }
            return new Sequences.Pair(item.get(0), item.get(1));
        }).toList();
    }

    private static int required(String mode, String field, Integer value) {
        if (value == null) {
            throw Refusal.at(mode + "." + field, "give a whole number; " + RunRequestReader.MODE);
        }
        return value;
    }
}
