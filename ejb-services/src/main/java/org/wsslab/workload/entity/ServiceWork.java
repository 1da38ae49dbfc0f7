package org.wsslab.workload.entity;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** What the service does for a call besides answering it. */
public enum ServiceWork {
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

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public static Optional<ServiceWork> byId(String id) {
        return Arrays.stream(values()).filter(work -> work.id.equals(id)).findFirst();
    }

    public static String ids() {
        return Arrays.stream(values()).map(ServiceWork::id).collect(Collectors.joining(", "));
    }
}
