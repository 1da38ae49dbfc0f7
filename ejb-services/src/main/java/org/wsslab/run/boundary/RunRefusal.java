package org.wsslab.run.boundary;

import jakarta.ejb.ApplicationException;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Why a run request was refused, in words for the person who sent it: what is wrong and what is
 * allowed. Rolls the transaction back, so a refused request leaves nothing stored.
 */
@ApplicationException(rollback = true)
public class RunRefusal extends RuntimeException {

    /** What kind of refusal: the API answers 400, 404 and 409 for them. */
    public enum Kind { INVALID, NOT_FOUND, CONFLICT }

    private final Kind kind;

    public RunRefusal(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    static RunRefusal invalid(String message) {
        return new RunRefusal(Kind.INVALID, message);
    }

    /** The id names no mechanism: says which ones there are. */
    public static RunRefusal unknownMechanism(String field, String id) {
        return invalid(field + ": '" + id + "' is not a mechanism; the mechanisms are "
                + Mechanism.all().stream().map(Mechanism::id).toList());
    }

    static RunRefusal notFound(long id) {
        return new RunRefusal(Kind.NOT_FOUND, "there is no run " + id);
    }
}
