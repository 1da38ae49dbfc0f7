package org.wsslab.workload.entity;

import java.util.Optional;

/** Which way a payload of the run's size travels. */
public enum Direction implements Identified {
    /** The payload goes to the service and comes back: the lab's original call. */
    ECHO("echo", "the payload goes to the service and comes back"),
    /** A small request asks for the payload; the response carries it (studies 001, 002 and 003). */
    RESPONSE("response", "a small request, the payload in the response"),
    /** The payload goes to the service, a small receipt comes back. */
    REQUEST("request", "the payload in the request, a small receipt back");

    private final String id;
    private final String description;

    Direction(String id, String description) {
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

    public static Optional<Direction> byId(String id) {
        return Identified.byId(values(), id);
    }

    public static String ids() {
        return Identified.ids(values());
    }
}
