package org.wsslab.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/wsslab target start and bin/wsslab start --cpus refuse what they cannot do before anything is built,
 * started or written, naming what is wrong and what is allowed (bin/lib/target.sh, bin/lib/cpus.sh). Run
 * with a HOME of the test's own: nothing of a real ~/.wsslab is read or made.
 */
class TargetOptionsTest {

    private static final Path WSSLAB = Path.of("..", "bin", "wsslab").toAbsolutePath().normalize();

    @TempDir
    Path home;

    private record Outcome(int status, String err) {
    }

    @Test
    void aCommandOtherThanStartStopStatusIsRefusedWithTheThree() throws Exception {
        for (String command : new String[]{"", "restart"}) {
            Outcome refused = wsslab(command.isEmpty() ? List.of("target") : List.of("target", command));
            assertEquals(1, refused.status(), refused.err());
            assertTrue(refused.err().contains("allowed are start, stop and status"), refused.err());
        }
    }

    @Test
    void anUnknownOptionIsRefusedWithEveryOptionAllowed() throws Exception {
        Outcome refused = wsslab(List.of("target", "start", "--port", "9000"));
        assertEquals(1, refused.status());
        assertTrue(refused.err().contains("target start: unknown option --port; allowed are --portbase N (default 9000), --heap SIZE"),
                refused.err());
        assertTrue(refused.err().contains("--cpus LIST, --register NAME"), refused.err());
    }

    @Test
    void aPortBaseOutsideWhatItsPortsAllowIsRefused() throws Exception {
        assertRefused(List.of("target", "start", "--portbase", "80"), "--portbase 80: allowed are 1024 to 57800");
        assertRefused(List.of("target", "start", "--portbase", "60000"), "--portbase 60000: allowed are 1024 to 57800");
        assertRefused(List.of("target", "start", "--portbase", "9k"), "--portbase 9k: give a port base such as 9000");
    }

    @Test
    void cpusNotOnlineOrNotAListAreRefusedWithTheOnesOnline() throws Exception {
        String online = Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
        assertRefused(List.of("target", "start", "--cpus", "4096"),
                "--cpus 4096: CPU 4096 is not online on this host; allowed: CPUs of " + online);
        assertRefused(List.of("target", "start", "--cpus", "1-0"), "--cpus 1-0: the range 1-0 runs backwards");
        assertRefused(List.of("target", "start", "--cpus", "first"), "--cpus first: not a CPU list");
        assertRefused(List.of("start", "--cpus", "0;1"), "--cpus 0;1: not a CPU list");
    }

    @Test
    void aNameTheLabCannotHoldIsRefusedAndSoIsRegisteringWithNoLab() throws Exception {
        assertRefused(List.of("target", "start", "--register", "my target"),
                "a target's name is 1 to 40 lower-case letters, digits or '-'");
        assertRefused(List.of("target", "start", "--register", "Local"), "a target's name is 1 to 40 lower-case letters, digits or '-'");
        assertRefused(List.of("target", "start", "--register", "lab"), "and not 'lab' (the lab's own server)");
        // No lab answers for this HOME's user on the lab's port in the build; when one does, the refusal
        // is the operator password missing from the test's empty HOME.
        Outcome refused = wsslab(List.of("target", "start", "--register", "t1", "--no-build"));
        assertEquals(1, refused.status(), refused.err());
        assertTrue(refused.err().contains("--register t1: the lab does not answer")
                || refused.err().contains("--register t1: no operator password"), refused.err());
        assertFalse(Files.exists(home.resolve(".wsslab/target")), "nothing made for a refused start");
    }

    private void assertRefused(List<String> arguments, String said) throws Exception {
        Outcome refused = wsslab(arguments);
        assertEquals(1, refused.status(), arguments + ": " + refused.err());
        assertTrue(refused.err().contains(said), arguments + ": " + refused.err());
        assertFalse(Files.exists(home.resolve(".wsslab")), arguments + ": nothing made for a refused start");
    }

    private Outcome wsslab(List<String> arguments) throws IOException, InterruptedException {
        Path err = Files.createTempFile("wsslab-target", ".err");
        try {
            List<String> command = new ArrayList<>(List.of("bash", WSSLAB.toString()));
            command.addAll(arguments);
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(err.toFile());
            builder.environment().put("HOME", home.toString());
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            Process bash = builder.start();
            assertTrue(bash.waitFor(60, TimeUnit.SECONDS), "bin/wsslab " + arguments + " answered");
            return new Outcome(bash.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(err);
        }
    }
}
