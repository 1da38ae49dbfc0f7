package org.wsslab.run.entity;

import java.util.Arrays;
import java.util.Optional;

/**
 * Which kind of initial call a call is (SAMPLE.INITIAL_KIND, Flyway V34), as a startup run stores them:
 * the first after its application was deployed (restarted: disabled and enabled), or the first on a new
 * session of a running application. A steady call, and every call of another run, has none; both kinds
 * are flagged {@code initial} too, so every statistic that leaves initial calls out still does.
 */
public enum InitialKind {

    DEPLOYMENT("deployment"),
    SESSION("session");

    private final String id;

    InitialKind(String id) {
        this.id = id;
    }

    /** As stored and shown: {@code deployment}, {@code session}. */
    public String id() {
        return id;
    }

    public static Optional<InitialKind> byId(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id.equals(id)).findFirst();
    }
}
