package org.wsslab.target.entity;

/**
 * What a target says of itself at {@code /wsslab-target/identity}: its application, GlassFish and JVM,
 * the JVM's id ({@code pid@host}, which tells the lab's own JVM apart from any other), when that JVM
 * started, the fingerprint of the keys it holds (null when not set) and its ports.
 */
public record TargetIdentity(String application, String glassfish, String jvm, String jvmId, long started, String keys,
        int httpPort, int httpsPort) {

    /** The application name a wsslab target answers with. */
    public static final String APPLICATION = "wsslab-target";
    /** Where a target answers its identity, under its http base. */
    public static final String PATH = "/wsslab-target/identity";
}
