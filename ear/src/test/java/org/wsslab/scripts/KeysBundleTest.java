package org.wsslab.scripts;

import static java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE;
import static java.nio.file.attribute.PosixFilePermission.OWNER_READ;
import static java.nio.file.attribute.PosixFilePermission.OWNER_WRITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.cert.CertificateFactory;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.scripts.KeysSandbox.Outcome;

/**
 * bin/wsslab keys export and import (bin/lib/keys.sh, bin/lib/KeysBundle.java): a target host gets the
 * lab's key set and endpoint user's password byte for byte; a wrong password, a changed byte, a
 * bundle of another key layout are refused and leave the target's ~/.wsslab as it was; export never
 * overwrites a file; keys imported before are replaced only on request, and kept; the bundle's
 * password is in no argument list, environment or output. In a sandbox (KeysSandbox): no GlassFish,
 * HOME folders of its own.
 */
class KeysBundleTest {

    private static final String NOT_OURS = "wrong password or not a wsslab keys bundle";

    @TempDir
    static Path dir;
    static KeysSandbox lab;
    static Path labHome;
    static Path password;
    static Path bundle;
    static String endpointPassword;
    static Outcome exported;
    static Path targetHome;
    static Outcome imported;

    @BeforeAll
    static void theLabExportsItsKeysAndATargetImportsThem() throws Exception {
        lab = new KeysSandbox(dir);
        endpointPassword = KeysSandbox.randomPassword();
        labHome = lab.home("lab-host", endpointPassword);
        password = lab.passwordFile("bundle.password", KeysSandbox.randomPassword());
        bundle = dir.resolve("lab.keys");
        exported = lab.wsslab(labHome, password, "keys", "export", bundle.toString());
        assertEquals(0, exported.status(), exported.err());
        targetHome = lab.home("target-host", null);
        imported = lab.wsslab(targetHome, password, "keys", "import", bundle.toString());
        assertEquals(0, imported.status(), imported.err());
    }

    @Test
    void theTargetGetsEveryFileByteForByteItsOwnerOnly() throws Exception {
        Map<String, String> expected = KeysSandbox.tree(lab.stores);
        expected.put("endpoint-user.password", base64(endpointPassword + "\n"));
        Path keys = targetHome.resolve(".wsslab/keys");
        assertTrue(Files.isSymbolicLink(keys), "~/.wsslab/keys is a link to the imported folder");
        assertEquals(expected, KeysSandbox.tree(keys.toRealPath()));
        try (var files = Stream.concat(Stream.of(bundle, keys.toRealPath()), Files.list(keys.toRealPath()))) {
            for (Path file : files.toList()) {
                assertEquals(Set.of(OWNER_READ, OWNER_WRITE), withoutExecute(Files.getPosixFilePermissions(file)), file.toString());
            }
        }
        assertTrue(imported.err().contains("the next bin/wsslab start recreates the domain with them"), imported.err());
    }

    @Test
    void bothHostsShowTheLabCasOwnSha256() throws Exception {
        byte[] der;
        try (InputStream in = Files.newInputStream(lab.stores.resolve("wsslab-ca.cer"))) {
            der = CertificateFactory.getInstance("X.509").generateCertificate(in).getEncoded();
        }
        String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(der));
        Outcome atTheLab = lab.wsslab(labHome, null, "keys", "fingerprint");
        assertEquals(0, atTheLab.status(), atTheLab.err());
        assertEquals(sha256, atTheLab.out().strip());
        Outcome atTheTarget = lab.wsslab(targetHome, null, "keys", "fingerprint");
        assertEquals(sha256, atTheTarget.out().strip(), atTheTarget.err());
        assertTrue(atTheTarget.err().contains(targetHome.resolve(".wsslab/keys").toString()), "says whose keys: " + atTheTarget.err());
        assertTrue(exported.err().contains("lab CA fingerprint " + sha256) && imported.err().contains("lab CA fingerprint " + sha256));
    }

    @Test
    void aWrongPasswordIsRefusedAndNothingWritten() throws Exception {
        Path target = lab.home("target-wrong-password", "the-targets-own-endpoint-password");
        Map<String, String> before = KeysSandbox.tree(target);
        Outcome refused = lab.wsslab(target, lab.passwordFile("wrong.password", KeysSandbox.randomPassword()), "keys", "import",
                bundle.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains(NOT_OURS + ": " + bundle + "; nothing written"), refused.err());
        assertEquals(before, KeysSandbox.tree(target));
    }

    @Test
    void aChangedOrCutBundleIsRefusedAndNothingWritten() throws Exception {
        byte[] original = Files.readAllBytes(bundle);
        Path target = lab.home("target-tampered", "the-targets-own-endpoint-password");
        Map<String, String> before = KeysSandbox.tree(target);
        // The magic, the salt, the sealed content, the tag; and a bundle cut short.
        for (int at : new int[]{3, 30, original.length / 2, original.length - 1, -1}) {
            byte[] changed = at < 0 ? Arrays.copyOf(original, original.length - 100) : original.clone();
            if (at >= 0) {
                changed[at] ^= 0x01;
            }
            Path tampered = Files.write(dir.resolve("tampered-" + at + ".keys"), changed);
            Outcome refused = lab.wsslab(target, password, "keys", "import", tampered.toString());
            assertEquals(1, refused.status(), "byte " + at + ": " + refused.err());
            assertTrue(refused.err().contains(NOT_OURS), "byte " + at + ": " + refused.err());
            assertEquals(before, KeysSandbox.tree(target), "byte " + at);
        }
    }

    @Test
    void exportNeverOverwritesAFile() throws Exception {
        Path existing = Files.writeString(dir.resolve("existing.keys"), "not to be lost");
        Outcome refused = lab.wsslab(labHome, password, "keys", "export", existing.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains(existing + " exists already; name a file that does not exist"), refused.err());
        assertEquals("not to be lost", Files.readString(existing));
    }

    @Test
    void keysImportedBeforeAreReplacedOnlyOnRequestAndKept() throws Exception {
        Path target = copy(targetHome, dir.resolve("target-replace"));
        Path keys = target.resolve(".wsslab/keys");
        Path first = keys.toRealPath();
        Map<String, String> firstFiles = KeysSandbox.tree(first);
        // The same keys, the endpoint user's password changed since: another bundle.
        String laterPassword = KeysSandbox.randomPassword();
        Path later = dir.resolve("later.keys");
        assertEquals(0, lab.wsslab(lab.home("lab-host-later", laterPassword), password, "keys", "export", later.toString()).status());

        Outcome refused = lab.wsslab(target, password, "keys", "import", later.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("bin/wsslab keys import --replace " + later), refused.err());
        assertEquals(first, keys.toRealPath());

        Outcome replaced = lab.wsslab(target, password, "keys", "import", "--replace", later.toString());
        assertEquals(0, replaced.status(), replaced.err());
        assertNotEquals(first, keys.toRealPath());
        assertEquals(laterPassword + "\n", Files.readString(keys.resolve("endpoint-user.password")));
        assertEquals(firstFiles, KeysSandbox.tree(first), "the keys replaced are kept as they were");
        assertTrue(replaced.err().contains("the keys they replace stay in " + first), replaced.err());

        Outcome again = lab.wsslab(target, password, "keys", "import", later.toString());
        assertEquals(0, again.status(), again.err());
        assertTrue(again.err().contains("this lab holds these keys already"), again.err());
    }

    @Test
    void aBundleOfAnotherKeyLayoutIsRefused() throws Exception {
        // Keys from a lab whose code generates another set: the target's domain set-up would miss a store.
        Path old = Files.createDirectories(dir.resolve("old-layout"));
        try (var files = Files.list(lab.stores)) {
            for (Path file : files.toList()) {
                Files.copy(file, old.resolve(file.getFileName()));
            }
        }
        Files.writeString(old.resolve("stores.complete"), "3\n");
        Files.writeString(old.resolve("endpoint-user.password"), endpointPassword);
        Path oldBundle = dir.resolve("old-layout.keys");
        try (var files = Files.list(old)) {
            Outcome made = lab.bundleTool(password, Stream.concat(Stream.of("export", oldBundle.toString()),
                    files.map(Path::toString)).toArray(String[]::new));
            assertEquals(0, made.status(), made.err());
        }
        Path target = lab.home("target-old-layout", null);
        Map<String, String> before = KeysSandbox.tree(target);
        Outcome refused = lab.wsslab(target, password, "keys", "import", oldBundle.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("holds keys of key layout 3, this lab's code uses layout "), refused.err());
        assertTrue(refused.err().contains("Nothing written"), refused.err());
        assertEquals(before.keySet(), KeysSandbox.tree(target).keySet());
        assertFalse(Files.exists(target.resolve(".wsslab/keys")));
    }

    @Test
    void withoutATerminalOrAPasswordFileNoPasswordIsTaken() throws Exception {
        Path never = dir.resolve("never.keys");
        Outcome refused = lab.wsslab(labHome, null, "keys", "export", never.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("no terminal to ask for the bundle's password"), refused.err());
        assertFalse(Files.exists(never));

        Outcome tooShort = lab.wsslab(labHome, lab.passwordFile("short.password", "eleven char"), "keys", "export", never.toString());
        assertEquals(1, tooShort.status());
        assertTrue(tooShort.err().contains("a keys bundle's password has at least 12 characters (given: 11)"), tooShort.err());
        assertFalse(Files.exists(never));
    }

    @Test
    void noPasswordIsInAnArgumentListAnEnvironmentOrTheOutput() throws Exception {
        String calls = Files.readString(lab.javaCalls);
        // Not vacuous: the recorder stood in for the JDK's java, which ran the bundle tool both ways.
        assertTrue(Pattern.compile("(?m)^java .*KeysBundle\\.java export ").matcher(calls).find(), "the recorder saw the export");
        assertTrue(Pattern.compile("(?m)^java .*KeysBundle\\.java import ").matcher(calls).find(), "the recorder saw the import");
        for (String secret : List.of(Files.readString(password).strip(), endpointPassword, Files.readString(lab.stores.resolve(
                "store.password")).strip())) {
            assertFalse(calls.contains(secret), "a password in java's argument list or environment");
            for (Outcome outcome : List.of(exported, imported)) {
                assertFalse(outcome.out().contains(secret) || outcome.err().contains(secret), "a password in the output");
            }
        }
        // Nor does a later change hand one to a tool: the scripts name none of the password options of openssl, keytool, zip.
        for (String script : List.of("bin/lib/keys.sh", "bin/lib/KeysBundle.java")) {
            String text = Files.readString(lab.root.resolve(script));
            assertFalse(Pattern.compile("-(pass|passin|passout|storepass|keypass|srcstorepass|deststorepass|password)\\b|pass:|\\s-P\\s")
                    .matcher(text).find(), script);
        }
    }

    /** A HOME folder copied, links as links. */
    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path path : all.sorted().toList()) {
                Path copy = to.resolve(from.relativize(path).toString());
                if (Files.isSymbolicLink(path)) {
                    Files.createSymbolicLink(copy, Files.readSymbolicLink(path));
                } else if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(path, copy);
                }
            }
        }
        return to;
    }

    private static Set<PosixFilePermission> withoutExecute(Set<PosixFilePermission> permissions) {
        return permissions.stream().filter(p -> p != OWNER_EXECUTE).collect(Collectors.toSet());
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }
}
