package org.wsslab.workload.entity;

import java.util.Optional;

/** What the service does for a call besides answering it. */
public enum ServiceWork implements Identified {
    /** Nothing: the echo service of every run before. */
    NONE("none", "the service only answers"),
    /** The records it returns are read through JPA from a database of its own (study 001's service). */
    DB_READ("db-read", "the service reads the records it returns from its own database");

    private final String id;
    private final String description;

    ServiceWork(String id, String description) {
        this.id = id;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public static Optional<ServiceWork> byId(String id) {
        return Identified.byId(values(), id);
    }

    public static String ids() {
        return Identified.ids(values());
    }
}
