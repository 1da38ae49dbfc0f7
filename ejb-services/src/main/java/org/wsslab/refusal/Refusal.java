package org.wsslab.refusal;

import jakarta.ejb.ApplicationException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Why the lab refused a request (a run, a verification, a soak, a harness call, a form), in words
 * for the person who sent it: what is wrong and what is allowed. The one type behind every 400, 404
 * and 409 the API answers and every refusal a page shows. Rolls the transaction back, so a refused
 * request leaves nothing stored.
 */
@ApplicationException(rollback = true)
public class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** What kind of refusal: the API answers 400, 404 and 409 for them. */
    public enum Kind { INVALID, NOT_FOUND, CONFLICT }

    private final Kind kind;

    public Refusal(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** The request is malformed or out of range: the message says what is allowed. */
    public static Refusal invalid(String message) {
        return new Refusal(Kind.INVALID, message);
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
                throw invalid(field + ": " + value + " is given twice; give each once");
            }
        }
    }

    /** The id names no mechanism: says which ones there are. */
    public static Refusal unknownMechanism(String field, String id) {
        return invalid(field + ": '" + id + "' is not a mechanism; the mechanisms are "
                + Mechanism.all().stream().map(Mechanism::id).toList());
    }
}
