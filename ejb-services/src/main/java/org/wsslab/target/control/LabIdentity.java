package org.wsslab.target.control;

import org.wsslab.server.ServerIdentity;
import org.wsslab.target.entity.TargetIdentity;

/**
 * The lab's own server as a target describes itself ({@link ServerIdentity}, what its own
 * {@code /wsslab-target/identity} answers): what a registered target's identity is held against (the
 * same JVM id: the lab's own server; the same keys fingerprint: keys that match), and what the built-in
 * target {@code lab} shows and records without reading anything over the network.
 */
public final class LabIdentity {

    private LabIdentity() {
    }

    /** The lab's own identity, as its target application answers it. */
    public static TargetIdentity own() {
        ServerIdentity self = ServerIdentity.ofThisServer();
        return new TargetIdentity(TargetIdentity.APPLICATION, self.glassfish(), self.jvm(), self.jvmId(), self.started(), self.keys(),
                self.httpPort(), self.httpsPort());
    }

    /** The JVM's id, {@code pid@host}: equal only for the same running JVM. */
    public static String jvmId() {
        return ServerIdentity.ofThisServer().jvmId();
    }

    /** The fingerprint of the keys this lab holds; null where the domain was set up without it. */
    public static String keys() {
        return System.getProperty(ServerIdentity.KEYS_PROPERTY);
    }

    /** The GlassFish this JVM runs: product, version and commit. */
    public static String glassfish() {
        return ServerIdentity.glassFishVersion();
    }

    /**
     * Whether a target holds the lab's keys: the same JVM holds them by definition; any other must say
     * the same fingerprint, and an unknown one on either side matches nothing.
     */
    public static boolean keysMatch(TargetIdentity target) {
        if (jvmId().equals(target.jvmId())) {
            return true;
        }
        return keys() != null && keys().equals(target.keys());
    }
}
