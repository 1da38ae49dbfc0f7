package org.wsslab.target.entity;

/**
 * Where a target's endpoints run, seen from the lab's client (which always runs inside the lab's
 * GlassFish): in the same JVM, in another JVM on this host, or on another host. Read from the
 * target's identity, never declared: the same JVM id as the lab's is the lab's own server, whatever
 * address reached it.
 */
public enum Placement {
    IN_SERVER("in-server"),
    SEPARATE_PROCESS("separate-process"),
    SEPARATE_HOST("separate-host");

    private final String id;

    Placement(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /**
     * The placement of a target whose JVM says {@code targetJvmId}, beside the lab's {@code labJvmId},
     * reached at a loopback host or not.
     */
    public static Placement of(String targetJvmId, String labJvmId, boolean loopbackHost) {
        if (targetJvmId != null && targetJvmId.equals(labJvmId)) {
            return IN_SERVER;
        }
        return loopbackHost ? SEPARATE_PROCESS : SEPARATE_HOST;
    }
}
