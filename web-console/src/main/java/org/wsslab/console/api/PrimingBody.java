package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import org.wsslab.run.entity.Priming;

/**
 * A run request's priming as JSON-B reads it: {"calls": n}, the unmeasured calls per endpoint and size
 * before each start of the run. Its range is RunRequest's to check (priming.calls), as every field's is.
 */
public class PrimingBody {

    public Integer calls;

    /** Reads an object strictly (no other field, a whole number); anything else, or an object without calls, is refused at priming. */
    public static final class Reader implements JsonbDeserializer<PrimingBody> {
        @Override
        public PrimingBody deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue priming = parser.getValue();
            if (priming == JsonValue.NULL) {
                return null;
            }
            if (!(priming instanceof JsonObject)) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, priming, "priming", null);
            }
            PrimingBody read = RequestBodies.read(priming.toString(), PrimingBody.class, "priming");
            if (read.calls == null) {
                // {} would otherwise read as no priming at all: a request that asks for it says how much.
                throw new BodyFault(BodyFault.Kind.STRUCTURE, priming, "priming", null);
            }
            return read;
        }
    }

    Priming rule() {
        return new Priming(calls);
    }
}
