package org.wsslab.run.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A block is judged from two readings of a /proc folder, written here as Linux writes them: a busy
 * machine (another process, or a hypervisor taking CPU) is flagged with its reason, a quiet one not.
 */
class NoiseJudgeTest {

    @TempDir
    Path dir;

    /** /proc as it reads at one moment: all CPUs' ticks (user, system, idle, steal) and this process's. */
    private MachineReading proc(String name, double load, long user, long system, long idle, long steal, long ownUser, long ownSystem)
            throws IOException {
        Path proc = Files.createDirectories(dir.resolve(name).resolve("self")).getParent();
        Files.writeString(proc.resolve("loadavg"), load + " 0.90 0.80 2/230 23369\n");
        Files.writeString(proc.resolve("stat"), "cpu  %d 0 %d %d 0 0 0 %d 0 0\ncpu0 1 0 1 1 0 0 0 0 0 0\ncpu1 1 0 1 1 0 0 0 0 0 0\nintr 1\n"
                .formatted(user, system, idle, steal));
        // The command name may hold spaces and parentheses: fields are counted from the last ')'.
        Files.writeString(proc.resolve("self").resolve("stat"),
                "20404 (java (glass fish)) S 1 20404 20404 0 -1 4194560 1 0 0 0 %d %d 0 0 20 0 300 0 1 1 1\n".formatted(ownUser,
                        ownSystem));
        return MachineReading.of(proc);
    }

    @Test
    void aBlockWhereOnlyTheLabRanIsQuiet() throws IOException {
        // 10 s on two cores = 2,000 ticks: the lab's JVM used 1,000 (one core), nothing else ran.
        Noise noise = NoiseJudge.judge(proc("a", 1.2, 1000, 500, 5000, 0, 700, 300),
                proc("b", 1.3, 1800, 700, 6000, 0, 1500, 500));
        assertEquals(Boolean.FALSE, noise.noisy());
        assertNull(noise.reason());
        assertEquals(0.0, noise.otherCpuPct());
        assertEquals(0.0, noise.stealPct());
        assertEquals(1.2, noise.loadStart());
        assertEquals(1.3, noise.loadEnd());
    }

    @Test
    void anotherProcessUsingMoreThanATenthOfACoreMakesTheBlockNoisy() throws IOException {
        // 2,000 ticks; the lab used 1,000; 300 more were busy elsewhere: 30% of one core.
        Noise noise = NoiseJudge.judge(proc("a", 0.5, 1000, 500, 5000, 0, 700, 300),
                proc("b", 0.6, 2100, 700, 5700, 0, 1500, 500));
        assertTrue(noise.noisy());
        assertEquals(30.0, noise.otherCpuPct());
        assertEquals("other processes used 30% of a core (above 10%)", noise.reason());
    }

    @Test
    void stealAboveTwoPercentMakesTheBlockNoisy() throws IOException {
        Noise noise = NoiseJudge.judge(proc("a", 0.5, 1000, 500, 5000, 100, 700, 300),
                proc("b", 0.5, 1800, 700, 5900, 200, 1500, 500));
        assertTrue(noise.noisy());
        assertEquals(5.0, noise.stealPct());
        assertTrue(noise.reason().startsWith("CPU steal 5.0% (above 2%)"), noise.reason());
    }

    @Test
    void aShortBlockIsNotFlaggedForOneTickOfSomebodyElse() throws IOException {
        // 20 ticks (0.1 s on two cores), two of them another process's: 20% of a core, but 20 ms of a daemon, not a busy machine.
        Noise noise = NoiseJudge.judge(proc("a", 0.5, 1000, 500, 5000, 0, 700, 300),
                proc("b", 0.5, 1011, 501, 5008, 0, 710, 300));
        assertEquals(20.0, noise.otherCpuPct());
        assertFalse(noise.noisy());
    }

    @Test
    void withoutReadingsNothingIsClaimed() throws IOException {
        assertEquals(Noise.UNKNOWN, NoiseJudge.judge(null, proc("b", 0.5, 1, 1, 1, 0, 1, 1)));
        assertNull(MachineReading.of(dir.resolve("no-such-proc")));
    }
}
