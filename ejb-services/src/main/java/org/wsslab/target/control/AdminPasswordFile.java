package org.wsslab.target.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.wsslab.refusal.Refusal;

/**
 * The file on the lab's host that holds a target domain's admin password (bin/domain-setup writes it,
 * mode 600, one line). Only its path is ever stored or sent: the password is read here, when the lab
 * checks or uses the target's administration, and goes no further than the one request's header.
 */
public final class AdminPasswordFile {

    static final String FIELD = "admin_password_file";
    /** What the owner may do with it; nobody else may do anything (mode 600, or 400). */
    private static final Set<PosixFilePermission> OWNER_ONLY = EnumSet.of(PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE);

    private AdminPasswordFile() {
    }

    /**
     * Refuses, at {@code admin_password_file}, a path that is not absolute, not a regular file (a link is
     * not followed: whoever could swap its target could swap the password), open to its group or others,
     * unreadable, or empty.
     */
    public static Path check(String path) {
        if (path == null || path.isBlank()) {
            throw Refusal.at(FIELD, "missing; give the path, on the lab's host, of the target domain's admin password file"
                    + " (e.g. ~/.wsslab/target/domain/admin.password, which bin/domain-setup writes)");
        }
        Path file = Path.of(path);
        if (!file.isAbsolute()) {
            throw Refusal.at(FIELD, "'" + path + "' is not an absolute path; give the file's whole path on the lab's host");
        }
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw Refusal.at(FIELD, path + " is not a regular file on the lab's host (a link is not followed)");
        }
        Set<PosixFilePermission> permissions;
        try {
            permissions = Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UnsupportedOperationException e) {
            throw Refusal.at(FIELD, path + ": its permissions cannot be read (" + e.getMessage() + ")");
        }
        if (!OWNER_ONLY.containsAll(permissions) || !permissions.contains(PosixFilePermission.OWNER_READ)) {
            throw Refusal.at(FIELD, path + " is open to others (mode " + mode(permissions) + "); a password file must be private"
                    + " to its owner: chmod 600 " + path);
        }
        if (!Files.isReadable(file)) {
            throw Refusal.at(FIELD, path + " cannot be read by the lab's server; it must run as the file's owner");
        }
        if (read(file).isEmpty()) {
            throw Refusal.at(FIELD, path + " is empty; it holds the target domain's admin password");
        }
        return file;
    }

    /** The password in the file: its first line, without the line's end. */
    static String read(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            int end = text.indexOf('\n');
            return (end < 0 ? text : text.substring(0, end)).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the admin password file " + file, e);
        }
    }

    /** The permissions as an octal mode, e.g. 644. */
    static String mode(Set<PosixFilePermission> permissions) {
        int mode = 0;
        for (PosixFilePermission permission : permissions) {
            mode |= 1 << (8 - permission.ordinal());
        }
        return Integer.toOctalString(mode);
    }
}
