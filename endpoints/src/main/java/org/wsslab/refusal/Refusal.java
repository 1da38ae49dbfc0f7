package org.wsslab.refusal;

import jakarta.ejb.ApplicationException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Why the lab refused a request (a run, a verification, a soak, a harness call, a form), in words
 * for the person who sent it: what is wrong and what is allowed. The one type behind every 400, 404
 * and 409 the API answers and every refusal a page shows. Rolls the transaction back, so a refused
 * request leaves nothing stored. A refusal about given fields names them ({@link #fields()}): its
 * sentence is "path: what is wrong", and its fields say the same without the English to parse.
 */
@ApplicationException(rollback = true)
public class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** What kind of refusal: the API answers 400, 404 and 409 for them. */
    public enum Kind {
        INVALID,
        NOT_FOUND,
        CONFLICT
    }

    private final Kind kind;
    private final List<RefusedField> fields;

    public Refusal(Kind kind, String message) {
        this(kind, message, List.of());
    }

    public Refusal(Kind kind, String message, List<RefusedField> fields) {
        super(message);
        this.kind = kind;
        this.fields = List.copyOf(fields);
    }

    public Kind kind() {
        return kind;
    }

    /** The fields this refusal is about, in the order given; empty when it is about the request as a whole. */
    public List<RefusedField> fields() {
        return fields;
    }

    /** The request is malformed or out of range: the message says what is allowed. */
    public static Refusal invalid(String message) {
        return new Refusal(Kind.INVALID, message);
    }

    /**
     * One field is malformed or out of range: the sentence is {@code path + ": " + says}, and the field
     * is named by its path (e.g. {@code at("calls", "0 is not allowed; …")}).
     */
    public static Refusal at(String path, String says) {
        return new Refusal(Kind.INVALID, path + ": " + says, List.of(new RefusedField(Objects.requireNonNull(path), says)));
    }

    /** A field is malformed in a way its sentence says whole (e.g. "lengths must be an array; …"). */
    public static Refusal about(String path, String sentence) {
        return new Refusal(Kind.INVALID, sentence, List.of(new RefusedField(Objects.requireNonNull(path), sentence)));
    }

    /**
     * The same refusal about a part of something larger: each field's path and the sentence prefixed
     * with {@code prefix + "."} (an interop report's {@code results[2]} and the endpoint it names).
     */
    public Refusal within(String prefix) {
        return new Refusal(kind, prefix + "." + getMessage(),
                fields.stream().map(field -> new RefusedField(prefix + "." + field.path(), field.message())).toList());
    }

    /**
     * The same refusal, sentence and fields, of another kind: a field the lab's state refuses now (409) is
     * named as any other, e.g. {@code at("mechanism", "'plain' is not available now (…)").as(Kind.CONFLICT)}.
     */
    public Refusal as(Kind other) {
        return new Refusal(other, getMessage(), fields);
    }

    /** Nothing of that name is stored, e.g. {@code notFound("run 7")}. */
    public static Refusal notFound(String what) {
        return new Refusal(Kind.NOT_FOUND, "there is no " + what);
    }

    /** What was asked for is not stored, in the caller's words (for more than a missing id). */
    public static Refusal missing(String message) {
        return new Refusal(Kind.NOT_FOUND, message);
    }

    /** The request is well formed, but the state of the lab does not allow it now. */
    public static Refusal conflict(String message) {
        return new Refusal(Kind.CONFLICT, message);
    }

    /** Refuses a list that names a value twice. */
    public static void ifRepeated(String field, List<?> values) {
        Set<Object> seen = new HashSet<>();
        for (Object value : values) {
            if (!seen.add(value)) {
                throw at(field, value + " is given twice; give each once");
            }
        }
    }

    /** The id names no mechanism: says which ones there are. */
    public static Refusal unknownMechanism(String field, String id) {
        return at(field, "'" + id + "' is not a mechanism; the mechanisms are "
                + Mechanism.all().stream().map(Mechanism::id).toList());
    }
}
