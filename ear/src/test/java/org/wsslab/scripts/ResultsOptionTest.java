package org.wsslab.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/wsslab start --results and bin/domain-setup --results (bin/lib/results.sh): which stores are
 * allowed, refused naming the option and what is allowed before anything is built or stopped; where a
 * PostgreSQL store's password comes from, and that it is kept for the owner only.
 */
class ResultsOptionTest {

    private static final Path LIB = Path.of("..", "bin", "lib").toAbsolutePath().normalize();

    private record Outcome(int status, String out, String err) {
    }

    @TempDir
    Path dir;

    @Test
    void h2NoneAndAPostgreSqlAddressAreTakenWithTheirDefaults() throws Exception {
        assertEquals("h2", location("h2").out().strip());
        assertEquals("none", location("none").out().strip());
        assertEquals("postgresql db.example 5432 wsslab wsslab", location("postgresql://db.example/wsslab").out().strip());
        assertEquals("postgresql 10.0.0.7 6543 results team", location("postgresql://team@10.0.0.7:6543/results").out().strip());
        assertEquals("postgresql [::1] 5433 lab wsslab", location("postgresql://[::1]:5433/lab").out().strip());
    }

    @Test
    void whatIsNoStoreIsRefusedNamingTheOptionAndWhatIsAllowed() throws Exception {
        Map<String, String> refusals = Map.of(
                "mysql://db/x", "allowed are h2 (the default), none, and postgresql://",
                "postgresql://team:secret@db/x", "the URL carries no password",
                "postgresql://db", "no database name",
                "postgresql://db/x?sslmode=disable", "no parameters after the database name",
                "postgresql://db:70000/x", "port 70000: allowed are 1 to 65535",
                "postgresql://db/x;drop", "database 'x;drop': allowed are",
                "postgresql://bad_host!/x", "host 'bad_host!': allowed are",
                "", "allowed are h2 (the default)");
        for (var refusal : refusals.entrySet()) {
            Outcome refused = location(refusal.getKey());
            assertEquals(1, refused.status(), refusal.getKey());
            assertTrue(refused.err().contains("--results") && refused.err().contains(refusal.getValue()),
                    refusal.getKey() + ": " + refused.err());
            assertEquals("", refused.out(), refusal.getKey());
        }
    }

    @Test
    void aPostgreSqlPasswordComesFromTheEnvironmentOrAnOwnerOnlyFileAndIsKeptForTheOwner() throws Exception {
        String url = "postgresql://db.example/wsslab";
        Outcome none = password(url, "", null);
        assertEquals(1, none.status());
        assertTrue(none.err().contains("set WSSLAB_RESULTS_PASSWORD or give --results-password-file"), none.err());
        assertFalse(Files.exists(dir.resolve("results.password")), "nothing kept after a refusal");

        assertEquals(0, password(url, "", "from-the-environment").status());
        Path kept = dir.resolve("results.password");
        assertEquals("from-the-environment", Files.readString(kept));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
        assertEquals(url, Files.readString(dir.resolve("results.url")).strip());
        // The same URL again reuses it; another one needs its own.
        assertEquals(0, password(url, "", null).status());
        assertEquals(1, password("postgresql://other/wsslab", "", null).status());

        Path file = Files.writeString(dir.resolve("given.password"), "from-a-file\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        Outcome open = password(url, file.toString(), null);
        assertEquals(1, open.status());
        assertTrue(open.err().contains("readable by others (mode 644)"), open.err());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertEquals(0, password(url, file.toString(), null).status());
        assertEquals("from-a-file", Files.readString(kept));

        // Back to H2: nothing of the store is kept.
        assertEquals(0, password("h2", "", null).status());
        assertFalse(Files.exists(kept));
        assertFalse(Files.exists(dir.resolve("results.url")));
    }

    private Outcome location(String value) throws IOException, InterruptedException {
        return bash(List.of("results_location \"$1\"", value), null);
    }

    private Outcome password(String url, String file, String environment) throws IOException, InterruptedException {
        return bash(List.of("results_password \"$1\" \"$2\" \"$3\"", url, file, dir.toString()), environment);
    }

    private static Outcome bash(List<String> call, String environmentPassword) throws IOException, InterruptedException {
        Path out = Files.createTempFile("results-option", ".out");
        Path err = Files.createTempFile("results-option", ".err");
        try {
            var command = new java.util.ArrayList<>(
                    List.of("bash", "-c", "set -euo pipefail; source \"$0/common.sh\"; source \"$0/results.sh\"; "
                            + call.get(0), LIB.toString()));
            command.addAll(call.subList(1, call.size()));
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().remove("WSSLAB_RESULTS_PASSWORD");
            if (environmentPassword != null) {
                builder.environment().put("WSSLAB_RESULTS_PASSWORD", environmentPassword);
            }
            Process bash = builder.start();
            assertTrue(bash.waitFor(30, TimeUnit.SECONDS), "bash answered");
            return new Outcome(bash.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }
}
