package org.wsslab.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * bin/wsslab start --heap and bin/domain-setup --heap check the heap with bin/lib/common.sh's
 * heap_size before anything is built or stopped: a size the server cannot start with is refused,
 * naming the size and the range allowed.
 */
class HeapSizeTest {

    private static final Path COMMON = Path.of("..", "bin", "lib", "common.sh").toAbsolutePath().normalize();

    private record Outcome(int status, String out, String err) {
    }

    @Test
    void aSizeTheServerRunsInIsTakenAsGiven() throws Exception {
        Outcome ok = heapSize("1536m");
        assertEquals(0, ok.status(), ok.err());
        assertEquals("1536m", ok.out().strip());
        assertEquals("2g", heapSize("2g").out().strip());
    }

    @Test
    void tooSmallASizeIsRefusedWithTheRangeAllowed() throws Exception {
        Outcome refused = heapSize("128m");
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("--heap 128m: the lab's server does not run in less than 256m; allowed: 256m to "),
                refused.err());
        assertEquals("", refused.out());
    }

    @Test
    void moreThanTheMachineHasIsRefused() throws Exception {
        Outcome refused = heapSize("100000g");
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("--heap 100000g: more than this machine's memory"), refused.err());
    }

    @Test
    void whatIsNoSizeIsRefusedSayingWhatASizeIs() throws Exception {
        for (String size : new String[]{"1.5g", "512", "0m", "1t", ""}) {
            Outcome refused = heapSize(size);
            assertEquals(1, refused.status(), size);
            assertTrue(refused.err().contains("not a heap size; give one such as 1g or 1536m"), size + ": " + refused.err());
        }
    }

    private static Outcome heapSize(String size) throws IOException, InterruptedException {
        Path out = Files.createTempFile("heap-size", ".out");
        Path err = Files.createTempFile("heap-size", ".err");
        try {
            Process bash = new ProcessBuilder("bash", "-c", "set -euo pipefail; source \"$1\"; heap_size \"$2\"", "heap-size",
                    COMMON.toString(), size).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertTrue(bash.waitFor(30, TimeUnit.SECONDS), "heap_size answered");
            return new Outcome(bash.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err,
                    StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }
}
