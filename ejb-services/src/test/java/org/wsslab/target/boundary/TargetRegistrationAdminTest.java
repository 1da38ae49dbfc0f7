package org.wsslab.target.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.refusal.Refusal;
import org.wsslab.target.entity.TargetAdmin;

/** A registration's administration: both fields or neither, a target on this host, a port, a private file. */
class TargetRegistrationAdminTest {

    @TempDir
    Path folder;

    private String privateFile() throws IOException {
        Path file = folder.resolve("admin.password");
        Files.writeString(file, "s3cret\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file.toString();
    }

    private static TargetAdmin admin(TargetRegistration registration) {
        return registration.admin(registration.check());
    }

    private static String refused(TargetRegistration registration) {
        Refusal refusal = assertThrows(Refusal.class, () -> admin(registration));
        assertTrue(refusal.getMessage().startsWith(refusal.fields().get(0).path() + ": "), refusal.getMessage());
        return refusal.fields().get(0).path();
    }

    @Test
    void withoutItATargetIsNotRestartable() {
        assertNull(admin(new TargetRegistration("t2", "localhost", 29480, 29481)));
    }

    @Test
    void aTargetOnThisHostWithAPrivateFileIsAdministered() throws IOException {
        String file = privateFile();
        assertEquals(new TargetAdmin(29448, Path.of(file)), admin(new TargetRegistration("t2", "localhost", 29480, 29481, 29448, file)));
        admin(new TargetRegistration("t2", "127.0.0.1", 29480, 29481, 29448, file));
    }

    @Test
    void aTargetElsewhereOneFieldAloneABadPortOrAnOpenFileIsRefusedAtItsField() throws IOException {
        String file = privateFile();
        assertEquals("admin_port", refused(new TargetRegistration("t2", "bench-2.example.org", 8080, 8181, 4848, file)),
                "the admin listener is on loopback only");
        assertEquals("admin_port", refused(new TargetRegistration("t2", "localhost", 29480, 29481, null, file)));
        assertEquals("admin_password_file", refused(new TargetRegistration("t2", "localhost", 29480, 29481, 29448, null)));
        assertEquals("admin_port", refused(new TargetRegistration("t2", "localhost", 29480, 29481, 0, file)));
        assertEquals("admin_port", refused(new TargetRegistration("t2", "localhost", 29480, 29481, 65536, file)));
        Files.setPosixFilePermissions(Path.of(file), PosixFilePermissions.fromString("rw-r--r--"));
        assertEquals("admin_password_file", refused(new TargetRegistration("t2", "localhost", 29480, 29481, 29448, file)));
    }
}
