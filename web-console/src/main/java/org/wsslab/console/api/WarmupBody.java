package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import org.wsslab.run.entity.SteadyWarmup;

/**
 * A run request's warm-up as JSON-B reads it: a whole number of calls per cell, as always, or
 * {"until_steady": {"within_pct": 2, "window": 10, "max": 300}} (each field optional, these its defaults):
 * each cell's warm-up ends once its median stops moving, or at max calls.
 */
public class WarmupBody {

    private Integer calls;
    /** The rule, when the warm-up is an object; JSON-B sets it by the field's name. */
    @JsonbProperty("until_steady")
    public UntilSteady untilSteady;

    /** Reads a number as the calls (strictly, as every whole number of a body), an object as its rule. */
    public static final class Reader implements JsonbDeserializer<WarmupBody> {
        @Override
        public WarmupBody deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue warmup = parser.getValue();
            if (warmup == JsonValue.NULL) {
                return null;
            }
            if (!(warmup instanceof JsonObject rule)) {
                WarmupBody read = new WarmupBody();
                read.calls = BodyValues.whole(warmup);
                return read;
            }
            // The rule given as something else than its object: JSON-B would skip it as if absent.
            if (rule.containsKey("until_steady") && !(rule.get("until_steady") instanceof JsonObject)) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, warmup, "warmup.until_steady", null);
            }
            WarmupBody read = RequestBodies.read(warmup.toString(), WarmupBody.class, "warmup");
            if (read.untilSteady == null) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, warmup, "warmup", null);
            }
            return read;
        }
    }

    /** {"within_pct": n, "window": n, "max": n}, all optional. */
    public static class UntilSteady {
        @JsonbProperty("within_pct")
        @JsonbTypeDeserializer(BodyValues.Decimal.class)
        public Double withinPct;
        public Integer window;
        public Integer max;

        SteadyWarmup rule() {
            return new SteadyWarmup(withinPct == null ? SteadyWarmup.DEFAULT_WITHIN_PCT : withinPct,
                    window == null ? SteadyWarmup.DEFAULT_WINDOW : window, max == null ? SteadyWarmup.DEFAULT_MAX : max);
        }
    }

    /** The fixed warm-up calls; null when the warm-up lasts until steady. */
    Integer calls() {
        return calls;
    }

    /** The rule; null for a fixed warm-up. */
    SteadyWarmup rule() {
        return untilSteady == null ? null : untilSteady.rule();
    }
}
