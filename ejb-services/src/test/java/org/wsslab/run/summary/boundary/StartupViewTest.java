package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.InitialKind;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.StartupRestart;

/**
 * A startup run's view, worked by hand: k = 2 repetitions, n = 3 steady calls, times in milliseconds.
 *
 * <pre>
 * plain    repetition 0: deployment 40, session 20, steady 10 12 8  (median 10): ratios 4, 2, 2
 *          repetition 1: deployment 90, session 30, steady 10 15 20 (median 15): ratios 6, 2, 3
 * medians over the repetitions: deployment (40 + 90) / 2 = 65, session 25, steady of 8 10 10 12 15 20 = 11
 * deployment ÷ steady: √(4 × 6) = 4.899, its 95% t interval (1 degree of freedom, t = 12.706)
 *   exp(mean ln r ± t · sd(ln r) / √2) = 0.3727 … 64.39; session ÷ steady: 2 (both 2: no spread); deployment ÷ session: √6
 * </pre>
 *
 * Repetition 0's deployment call was first made in segment 0 (999 ms, a visit cut short) and again in
 * segment 1 (40 ms): the latest counts. sign-only's deployment call of repetition 1 failed: one error, and
 * its ratios rest on repetition 0 alone (k = 1, no interval).
 */
class StartupViewTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint SIGN_ONLY = Mechanism.SIGN_ONLY.endpoint();
    private static final Startup K2_N3 = new Startup(2, 3);
    private static final double MS = 1e6;

    private static Sample call(Endpoint endpoint, int seq, int segment, double millis) {
        return Sample.measured(1, endpoint, 100, seq, segment, false, seq % 5 < 2, Math.round(millis * MS), 0, Instant.EPOCH)
                .ofKind(K2_N3.kindOf(seq));
    }

    private static List<Sample> visit(Endpoint endpoint, int repetition, int segment, double... millis) {
        List<Sample> calls = new ArrayList<>();
        for (int j = 0; j < millis.length; j++) {
            calls.add(call(endpoint, repetition * K2_N3.visit() + j, segment, millis[j]));
        }
        return calls;
    }

    private static StartupView view() {
        List<Sample> samples = new ArrayList<>();
        samples.add(call(PLAIN, 0, 0, 999));
        samples.addAll(visit(PLAIN, 0, 1, 40, 20, 10, 12, 8));
        samples.addAll(visit(SIGN_ONLY, 0, 1, 80, 40, 20, 20, 20));
        samples.addAll(visit(PLAIN, 1, 1, 90, 30, 10, 15, 20));
        samples.add(Sample.failed(1, SIGN_ONLY, 100, 5, 1, false, true, "refused", Instant.EPOCH).ofKind(InitialKind.DEPLOYMENT));
        samples.addAll(visit(SIGN_ONLY, 1, 1, 0, 50, 20, 20, 20).subList(1, 5));
        List<StartupRestart> restarts = List.of(restart(PLAIN, 0, 0, 5), restart(PLAIN, 0, 1, 3), restart(PLAIN, 1, 1, 4),
                restart(SIGN_ONLY, 0, 1, 6), restart(SIGN_ONLY, 1, 1, 6));
        return StartupView.of(K2_N3, List.of(PLAIN, SIGN_ONLY), 100, samples, restarts);
    }

    private static StartupRestart restart(Endpoint endpoint, int repetition, int segment, double seconds) {
        return new StartupRestart(endpoint, 100, repetition, segment, Math.round(seconds * 1e9), Instant.EPOCH);
    }

    @Test
    void theKindsMediansOverTheRepetitions() {
        StartupView.Row plain = view().rows().get(0);
        assertEquals(PLAIN, plain.endpoint());
        assertEquals(new StartupView.Times(2, 0, 65 * MS, 40 * MS, 90 * MS), plain.deployment(), "the latest segment's 40, not 999");
        assertEquals(new StartupView.Times(2, 0, 25 * MS, 20 * MS, 30 * MS), plain.session());
        assertEquals(new StartupView.Times(6, 0, 11 * MS, 8 * MS, 20 * MS), plain.steady());
        assertEquals(new StartupView.Times(2, 0, 3.5e9, 3e9, 4e9), plain.restart(), "each repetition's latest restart");
    }

    @Test
    void theRatiosArePairedPerRepetitionAndCombinedGeometrically() {
        StartupView.Row plain = view().rows().get(0);
        assertEquals(2, plain.deploymentOverSteady().k());
        assertEquals(Math.sqrt(24), plain.deploymentOverSteady().ratio(), 1e-9);
        assertEquals(0.37272, plain.deploymentOverSteady().ciLow(), 1e-4);
        assertEquals(64.392, plain.deploymentOverSteady().ciHigh(), 1e-2);
        assertEquals(2, plain.sessionOverSteady().ratio(), 1e-9);
        assertEquals(2, plain.sessionOverSteady().ciLow(), 1e-9, "no spread, no width");
        assertEquals(Math.sqrt(6), plain.deploymentOverSession().ratio(), 1e-9);
    }

    @Test
    void aFailedCallGivesNoTimeAndNoRatioButIsCounted() {
        StartupView.Row signed = view().rows().get(1);
        assertEquals(new StartupView.Times(1, 1, 80 * MS, 80 * MS, 80 * MS), signed.deployment());
        assertEquals(2, signed.session().n());
        assertEquals(1, signed.deploymentOverSteady().k());
        assertEquals(4, signed.deploymentOverSteady().ratio(), 1e-9, "80 over 20: repetition 0's own");
        assertNull(signed.deploymentOverSteady().ciLow(), "one repetition: no interval");
        assertEquals(2, signed.sessionOverSteady().k(), "both session calls gave one: 40/20 and 50/20");
        assertEquals(Math.sqrt(2 * 2.5), signed.sessionOverSteady().ratio(), 1e-9);
    }
}
