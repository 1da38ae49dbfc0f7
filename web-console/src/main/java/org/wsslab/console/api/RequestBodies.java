package org.wsslab.console.api;

import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import jakarta.json.stream.JsonParsingException;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import org.eclipse.yasson.YassonConfig;
import org.eclipse.yasson.YassonJsonb;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/**
 * Reads request bodies with the platform's JSON binding (Yasson, in GlassFish), as strictly as the API
 * always has: an unknown field is refused (Yasson ignores one unless told), and every value goes
 * through {@link BodyValues}, which refuses a fraction, a string or an overflow where a whole number
 * belongs. Whatever is wrong becomes a {@link BodyFault} with its path, which the body's reader says in
 * its own words.
 */
final class RequestBodies {

    private static final YassonJsonb JSONB = (YassonJsonb) JsonbBuilder.create(new YassonConfig().withFailOnUnknownProperties(true)
            .withDeserializers(new BodyValues.Whole(), new BodyValues.WholeLong(), new BodyValues.Text()));

    /** The parsers of the reads under way on this thread, innermost first: a value's reader asks where it stands ({@link #here()}). */
    private static final ThreadLocal<Deque<BodyParser>> READING = ThreadLocal.withInitial(ArrayDeque::new);

    private RequestBodies() {
    }

    /** The path of the value being read now, for a value's reader that reads objects inside it ({@link BodyValues.Objects}). */
    static String here() {
        return READING.get().element().path();
    }

    /**
     * The body as the type, null when it is empty; anything wrong with it is refused in the words
     * {@code said} gives a fault.
     */
    static <T> T read(String body, Class<T> type, Function<BodyFault, Refusal> said) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            return read(body, type, "");
        } catch (BodyFault fault) {
            throw said.apply(fault);
        }
    }

    /**
     * A value of the body read on its own as the type: {@code base} is its path in the body (a run's mode,
     * whose rule is an object or a string). Faults are said with their whole path.
     */
    static <T> T read(String json, Class<T> type, String base) {
        refuseUnknownFields(json, type, base);
        BodyParser parser = new BodyParser(jakarta.json.Json.createParser(new StringReader(json)), base);
        READING.get().push(parser);
        try (parser) {
            return JSONB.fromJson(parser, type);
        } catch (JsonbException e) {
            BodyFault fault = cause(e, BodyFault.class);
            if (fault != null) {
                throw fault.at(parser.path());
            }
            // The binding stopped at a field inside (the text is JSON, an object, its own fields known): one the
            // nested object's type does not have, or one whose value it cannot take.
            String path = parser.path();
            boolean known = BodyFields.has(type, base.isEmpty() ? path : path.substring(Math.min(path.length(), base.length() + 1)));
            throw new BodyFault(known ? BodyFault.Kind.STRUCTURE : BodyFault.Kind.UNKNOWN_FIELD, null, path, null);
        } finally {
            READING.get().pop();
        }
    }

    /**
     * Refuses a field the type does not have before any value is read, as the API always has: in a body
     * with an unknown field and a bad value, the unknown field is what it names. Malformed JSON and a body
     * that is no object are refused here too.
     */
    private static void refuseUnknownFields(String json, Class<?> type, String base) {
        JsonValue value;
        try (JsonReader reader = jakarta.json.Json.createReader(new StringReader(json))) {
            value = reader.readValue();
        } catch (JsonParsingException e) {
            throw new BodyFault(BodyFault.Kind.MALFORMED, null, base, e.getMessage());
        } catch (JsonException e) {
            throw new BodyFault(BodyFault.Kind.MALFORMED, null, base, null);
        }
        if (!(value instanceof JsonObject object)) {
            throw new BodyFault(BodyFault.Kind.STRUCTURE, value, base, null);
        }
        for (String field : object.keySet()) {
            if (!BodyFields.has(type, field)) {
                throw new BodyFault(BodyFault.Kind.UNKNOWN_FIELD, null, base.isEmpty() ? field : base + "." + field, null);
            }
        }
    }

    /**
     * What is wrong with the body as a whole, said as every reader says it (malformed JSON, not an
     * object, an unknown field at its top), with {@code shape}, the sentence that says what is allowed;
     * null for a fault inside it.
     */
    static Refusal aboutTheBody(BodyFault fault, String shape) {
        return switch (fault.kind()) {
            case MALFORMED -> Refusal.invalid("malformed JSON" + (fault.getMessage() == null ? "" : " (" + fault.getMessage() + ")")
                    + "; " + shape);
            case STRUCTURE -> fault.path().isEmpty() ? Refusal.invalid(shape) : null;
            case UNKNOWN_FIELD -> fault.parent().isEmpty() ? Refusal.invalid("unknown field '" + fault.field() + "'; " + shape) : null;
            default -> null;
        };
    }

    /** A refusal of one value, whose sentence names the field by its own name ("step: ...") and whose field is its whole path. */
    static Refusal atField(BodyFault fault, String says) {
        return new Refusal(Refusal.Kind.INVALID, fault.field() + ": " + says, List.of(new RefusedField(fault.path(), says)));
    }

    private static <T extends Throwable> T cause(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
