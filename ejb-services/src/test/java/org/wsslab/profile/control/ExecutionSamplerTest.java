package org.wsslab.profile.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.wsslab.profile.entity.GroupCount;
import org.wsslab.profile.entity.ProfileGroup;
import org.wsslab.profile.entity.ProfileTally;

/** A real flight recording of this JVM: digests on the calling thread show as its cryptography. */
class ExecutionSamplerTest {

    @Test
    void digestingDrawsCryptographySamplesOnTheCallingThreadAndTheGroupsAddUp() {
        ProfileTally tally = new ExecutionSampler(Duration.ofMillis(1)).record(ExecutionSamplerTest::digestFor700Ms);
        assertTrue(tally.total() > 0, "the recording holds samples");
        assertEquals(tally.total(), tally.groups().stream().mapToLong(GroupCount::samples).sum());
        GroupCount crypto = tally.groups().stream().filter(g -> g.group() == ProfileGroup.CRYPTO).findFirst().orElseThrow();
        long client = tally.groups().stream().mapToLong(GroupCount::clientSamples).sum();
        assertTrue(crypto.clientSamples() * 2 > client, "most of the calling thread's samples are the digest's: " + tally.groups());
        // Compiled, the digest's loop is inlined into whichever JCA frame calls it: any of them names the work.
        assertTrue(tally.topFrames().stream().anyMatch(f -> f.group() == ProfileGroup.CRYPTO
                && (f.frame().startsWith("sun.security.") || f.frame().startsWith("java.security."))), tally.topFrames().toString());
    }

    @Test
    void theWorksExceptionPassesThroughAndTheRecordingStops() {
        ExecutionSampler sampler = new ExecutionSampler(Duration.ofMillis(1));
        assertThrows(IllegalStateException.class, () -> sampler.record(() -> {
            throw new IllegalStateException("the endpoint is gone");
        }));
        // A recording left running would overlap the next: the next one records its own work, and only it.
        ProfileTally next = sampler.record(ExecutionSamplerTest::digestFor700Ms);
        assertTrue(next.groups().stream().filter(g -> g.group() == ProfileGroup.CRYPTO).mapToLong(GroupCount::clientSamples).sum() > 0,
                "the next recording sees its own digests: " + next.groups());
    }

    private static void digestFor700Ms() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] block = new byte[1 << 20];
            long until = System.nanoTime() + Duration.ofMillis(700).toNanos();
            while (System.nanoTime() < until) {
                block[0] = sha.digest(block)[0];
            }
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
