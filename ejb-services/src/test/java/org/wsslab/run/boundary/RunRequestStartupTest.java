package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.target.entity.Placement;
import org.wsslab.target.entity.TargetAdmin;
import org.wsslab.target.entity.TargetIdentity;
import org.wsslab.target.entity.TargetStatus;

/**
 * A startup run's request: its mode's own ranges, one size, no warm-up, its own calls and order (as GET
 * /runs/{id} echoes them, accepted), and only on a target whose application the lab can restart.
 */
class RunRequestStartupTest {

    private static final Startup K2_N3 = new Startup(2, 3);
    private static final List<String> SIGNED = List.of("plain", "sign-only");

    private static RunRequest request(List<Integer> sizes, Integer calls, Integer warmup, String order, Startup startup) {
        return new RunRequest(SIGNED, sizes, calls, warmup, order, startup, null, null, null, null, null).aimedAt("t2");
    }

    private static String refused(RunRequest request) {
        try {
            request.check();
            throw new AssertionError("not refused: " + request);
        } catch (Refusal refusal) {
            assertTrue(refusal.getMessage().startsWith(refusal.fields().get(0).path() + ": "), refusal.getMessage());
            return refusal.fields().get(0).path();
        }
    }

    @Test
    void itsPlanIsOneSizeNoWarmupItsVisitsInBlocks() {
        RunRequest checked = request(null, null, null, null, K2_N3).check();
        assertEquals(List.of(100), checked.sizesOrDefault(), "left out: the smallest default size");
        assertEquals(0, checked.warmupOrDefault());
        assertEquals(2 * (3 + 2), checked.callsOrDefault());
        assertEquals(Order.BLOCKS, checked.orderOrDefault());
        Run run = new Run(List.of(Mechanism.PLAIN.endpoint()), List.of(AlgorithmSuite.DEFAULT), checked.sizesOrDefault(),
                checked.callsOrDefault(), checked.warmupOrDefault(), checked.orderOrDefault(), 1L, Instant.EPOCH);
        RunPlanning.shape(run, checked);
        assertEquals(K2_N3, run.getStartup().orElseThrow(), "stored and read back");
        assertEquals(K2_N3, run.getMode().orElseThrow());
    }

    @Test
    void itsEchoPostsAgain() {
        request(List.of(1024), 10, 0, Order.BLOCKS.id(), K2_N3).check();
    }

    @Test
    void whatTheModeDoesNotMakeIsRefusedAtItsField() {
        assertEquals("sizes", refused(request(List.of(100, 1024), null, null, null, K2_N3)), "one size only");
        assertEquals("calls", refused(request(null, 100, null, null, K2_N3)));
        assertEquals("warmup", refused(request(null, null, 5, null, K2_N3)));
        assertEquals("warmup", refused(request(null, null, null, null, K2_N3).warmingUntilSteady(new SteadyWarmup(2, 10, 300))));
        assertEquals("order", refused(request(null, null, null, Order.INTERLEAVED.id(), K2_N3)));
        assertEquals("clients", refused(
                new RunRequest(SIGNED, null, null, null, null, K2_N3, null, null, null, null, List.of(1, 4)).aimedAt("t2")));
        assertEquals("mode.startup.repeats", refused(request(null, null, null, null, new Startup(0, 3))));
        assertEquals("mode.startup.repeats", refused(request(null, null, null, null, new Startup(21, 3))));
        assertEquals("mode.startup.steady_calls", refused(request(null, null, null, null, new Startup(1, 0))));
        assertEquals("mode.startup.steady_calls", refused(request(null, null, null, null, new Startup(1, 1001))));
        request(null, null, null, null, new Startup(20, 1000)).check();
    }

    @Test
    void onlyATargetItCanRestartNotTheLabsOwn() {
        assertEquals("target", refusedTarget(org.wsslab.target.boundary.Targets.lab()), "the lab's own server");
        TargetStatus reached = TargetStatus.reached("t2", new TargetAddresses("localhost", 29480, 29481), null,
                new TargetIdentity(TargetIdentity.APPLICATION, "GlassFish 8.0.0", "OpenJDK 25", "7@host", 1L, "ab", 29480, 29481),
                Placement.SEPARATE_PROCESS, true);
        assertEquals("target", refusedTarget(reached), "registered without its administration");
        StartupRules.checkTarget(RunRequest.defaults(), reached);
        StartupRules.checkTarget(request(null, null, null, null, K2_N3),
                reached.administeredAt(new TargetAdmin(29448, Path.of("/tmp/admin.password"))));
    }

    private static String refusedTarget(TargetStatus target) {
        try {
            StartupRules.checkTarget(request(null, null, null, null, K2_N3), target);
            throw new AssertionError("not refused: " + target);
        } catch (Refusal refusal) {
            return refusal.fields().get(0).path();
        }
    }
}
