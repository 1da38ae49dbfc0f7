package org.wsslab.target.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.refusal.Refusal;

/** The admin password file: a regular file private to its owner, read for its first line only. */
class AdminPasswordFileTest {

    @TempDir
    Path folder;

    private Path file(String text, String mode) throws IOException {
        Path file = folder.resolve("admin.password");
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
        return file;
    }

    private static String refused(String path) {
        Refusal refusal = assertThrows(Refusal.class, () -> AdminPasswordFile.check(path));
        assertEquals("admin_password_file", refusal.fields().get(0).path());
        return refusal.getMessage();
    }

    @Test
    void aPrivateFileIsReadForItsFirstLine() throws IOException {
        Path file = file("s3cret-_x\n", "rw-------");
        assertEquals(file, AdminPasswordFile.check(file.toString()));
        assertEquals("s3cret-_x", AdminPasswordFile.read(file), "bin/domain-setup's base64 line, its newline left out");
        AdminPasswordFile.check(file("s3cret", "r--------").toString());
    }

    @Test
    void aFileOthersMayReadIsRefusedSayingHowToCloseIt() throws IOException {
        Path file = file("s3cret\n", "rw-r--r--");
        String message = refused(file.toString());
        assertTrue(message.contains("mode 644") && message.contains("chmod 600"), message);
        refused(file("s3cret\n", "rw-rw----").toString());
    }

    @Test
    void aLinkAFolderARelativePathNothingAndAnEmptyFileAreRefused() throws IOException {
        Path file = file("s3cret\n", "rw-------");
        Path link = Files.createSymbolicLink(folder.resolve("link"), file);
        assertTrue(refused(link.toString()).contains("not a regular file"));
        assertTrue(refused(folder.toString()).contains("not a regular file"));
        assertTrue(refused("admin.password").contains("not an absolute path"));
        assertTrue(refused(null).startsWith("admin_password_file: missing"));
        assertTrue(refused(folder.resolve("none").toString()).contains("not a regular file"));
        Path empty = folder.resolve("empty");
        Files.writeString(empty, "\n");
        Files.setPosixFilePermissions(empty, PosixFilePermissions.fromString("rw-------"));
        assertTrue(refused(empty.toString()).contains("empty"));
    }

    @Test
    void theModeIsWrittenInOctal() {
        assertEquals("640", AdminPasswordFile.mode(PosixFilePermissions.fromString("rw-r-----")));
        assertEquals("600", AdminPasswordFile.mode(PosixFilePermissions.fromString("rw-------")));
    }
}
