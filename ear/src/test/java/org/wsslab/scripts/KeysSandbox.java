package org.wsslab.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A copy of the lab's scripts as a repository root, with a key set in truststores/target/stores (the
 * build's when it made one, else generated here) and HOME folders of their own: bin/wsslab keys runs
 * without a GlassFish and never touches the user's ~/.wsslab. Java is a recorder that logs every
 * argument list and environment it is started with, then runs the real one.
 */
final class KeysSandbox {

    private static final Path LAB = Path.of("..").toAbsolutePath().normalize();

    final Path dir;
    final Path root;
    final Path stores;
    final Path javaCalls;
    private final Path jdk;

    record Outcome(int status, String out, String err) {
    }

    KeysSandbox(Path dir) throws IOException, InterruptedException {
        this.dir = dir;
        root = dir.resolve("lab");
        Files.createDirectories(root.resolve("bin/lib"));
        Files.createDirectories(root.resolve("truststores/src/main/keytool"));
        for (String script : List.of("bin/wsslab", "bin/domain-setup", "truststores/src/main/keytool/generate-stores.sh")) {
            Files.copy(LAB.resolve(script), root.resolve(script));
        }
        try (Stream<Path> lib = Files.list(LAB.resolve("bin/lib"))) {
            for (Path file : lib.toList()) {
                Files.copy(file, root.resolve("bin/lib").resolve(file.getFileName()));
            }
        }
        stores = root.resolve("truststores/target/stores");
        Path built = LAB.resolve("truststores/target/stores");
        if (Files.isRegularFile(built.resolve("stores.complete")) && Files.readString(built.resolve("stores.complete")).strip()
                .equals(layout(LAB.resolve("truststores/src/main/keytool/generate-stores.sh")))) {
            Files.createDirectories(stores);
            try (Stream<Path> files = Files.list(built)) {
                for (Path file : files.toList()) {
                    Files.copy(file, stores.resolve(file.getFileName()));
                }
            }
        } else {
            Process generate = new ProcessBuilder("bash", root.resolve("truststores/src/main/keytool/generate-stores.sh").toString(),
                    stores.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("generate-stores.out").toFile()).start();
            generate.getOutputStream().close();
            assertTrue(generate.waitFor(180, TimeUnit.SECONDS), "generate-stores.sh ended");
            assertEquals(0, generate.exitValue(), Files.readString(dir.resolve("generate-stores.out")));
        }
        jdk = dir.resolve("jdk");
        javaCalls = dir.resolve("java-calls.log");
        Files.createDirectories(jdk.resolve("bin"));
        Path realJdk = Path.of(System.getProperty("java.home"));
        Files.createSymbolicLink(jdk.resolve("bin/javac"), realJdk.resolve("bin/javac"));
        Path java = jdk.resolve("bin/java");
        Files.writeString(java, """
                #!/usr/bin/env bash
                { printf 'java'; printf ' %%q' "$@"; printf '\\n'; env; } >> %s
                exec %s "$@"
                """.formatted(quoted(javaCalls), quoted(realJdk.resolve("bin/java"))));
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
    }

    /** A HOME folder; with an endpoint password, one whose lab has started once (~/.wsslab/domain holds it). */
    Path home(String name, String endpointPassword) throws IOException {
        Path home = dir.resolve(name);
        Files.createDirectories(home);
        if (endpointPassword != null) {
            Path domain = Files.createDirectories(home.resolve(".wsslab/domain"));
            Files.writeString(domain.resolve("endpoint-user.password"), endpointPassword + "\n");
        }
        return home;
    }

    /** A password file, its owner's only, holding a new random password (or the one given). */
    Path passwordFile(String name, String password) throws IOException {
        Path file = dir.resolve(name);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, password + "\n");
        return file;
    }

    static String randomPassword() {
        byte[] bytes = new byte[18];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().encodeToString(bytes);
    }

    /** bin/wsslab ARGS... with that HOME and password file (none if null), standard input not a terminal. */
    Outcome wsslab(Path home, Path passwordFile, String... args) throws IOException, InterruptedException {
        return run(home, passwordFile, Stream.concat(Stream.of(root.resolve("bin/wsslab").toString()), Stream.of(args)).toList());
    }

    /** The bundle tool itself, as bin/lib/keys.sh runs it: to make a bundle bin/wsslab keys export would not. */
    Outcome bundleTool(Path passwordFile, String... args) throws IOException, InterruptedException {
        return run(dir, passwordFile, Stream.concat(Stream.of(jdk.resolve("bin/java").toString(), root.resolve("bin/lib/KeysBundle.java")
                .toString()), Stream.of(args)).toList());
    }

    private Outcome run(Path home, Path passwordFile, List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "run", ".out");
        Path err = Files.createTempFile(dir, "run", ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile()).redirectError(err
                .toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(key -> key.startsWith("WSSLAB_"));
        env.put("HOME", home.toString());
        env.put("JAVA_HOME", jdk.toString());
        if (passwordFile != null) {
            env.put("WSSLAB_KEYS_PASSWORD_FILE", passwordFile.toString());
        }
        Process process = builder.start();
        process.getOutputStream().close();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), String.join(" ", command) + " ended");
        return new Outcome(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err,
                StandardCharsets.UTF_8));
    }

    /** Every file under a folder (links followed), by path relative to it, with its bytes as text of their Base64. */
    static Map<String, String> tree(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        if (!Files.exists(folder)) {
            return files;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path path : all.sorted().toList()) {
                String name = folder.relativize(path).toString();
                if (Files.isSymbolicLink(path)) {
                    files.put(name, "-> " + Files.readSymbolicLink(path));
                } else if (Files.isRegularFile(path)) {
                    files.put(name, Base64.getEncoder().encodeToString(Files.readAllBytes(path)));
                } else {
                    files.put(name + "/", "");
                }
            }
        }
        return files;
    }

    /** The key layout generate-stores.sh makes (its layout= line). */
    static String layout(Path script) throws IOException {
        Matcher layout = Pattern.compile("(?m)^layout=(\\d+)$").matcher(Files.readString(script));
        assertTrue(layout.find(), "generate-stores.sh names its layout");
        return layout.group(1);
    }

    private static String quoted(Path path) {
        return "'" + path.toString().replace("'", "'\\''") + "'";
    }
}
