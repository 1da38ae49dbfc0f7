package org.wsslab.target.entity;

import java.nio.file.Path;

/**
 * Where a target on this host is administered: its GlassFish admin port (on loopback, as every domain
 * bin/domain-setup makes) and the file, on the lab's host, that holds the domain's admin password. The
 * path is stored, never the password: the lab reads the file each time it restarts the target's
 * application, so a password never travels in an API body, a command line or a log.
 */
public record TargetAdmin(int port, Path passwordFile) {

    /** GlassFish's admin user, which bin/domain-setup gives the password in that file. */
    public static final String USER = "admin";
}
