package org.wsslab.run.plan.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.InitialKind;
import org.wsslab.run.entity.Startup;

/** A startup run's plan: per repetition, per endpoint, a visit of a deployment call, a session call and the steady calls. */
class StartupLayoutTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint SIGNED = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    /** k = 2 repetitions of plain and one secured mechanism, n = 3 steady calls: visits of 5 calls. */
    private static final StartupLayout PLAN = new StartupLayout(List.of(PLAIN, SIGNED), 100, new Startup(2, 3));

    @Test
    void eachRepetitionVisitsEveryEndpointInTurnEachVisitWhole() {
        assertEquals(2 * 2 * 5, PLAN.size());
        List<String> made = new ArrayList<>();
        for (int i = 0; i < PLAN.size(); i++) {
            CallOrder.Call call = PLAN.get(i);
            InitialKind kind = PLAN.kindAt(i);
            made.add(call.endpoint().mechanism().id() + ":" + call.seq() + ":" + (kind == null ? "steady" : kind.id()));
            assertFalse(call.warmup(), "no warm-up: the first calls are what it measures");
            assertEquals(100, call.size());
        }
        assertEquals(List.of("plain:0:deployment", "plain:1:session", "plain:2:steady", "plain:3:steady", "plain:4:steady",
                "mutual-certificates:0:deployment", "mutual-certificates:1:session", "mutual-certificates:2:steady",
                "mutual-certificates:3:steady", "mutual-certificates:4:steady",
                "plain:5:deployment", "plain:6:session", "plain:7:steady", "plain:8:steady", "plain:9:steady",
                "mutual-certificates:5:deployment", "mutual-certificates:6:session", "mutual-certificates:7:steady",
                "mutual-certificates:8:steady", "mutual-certificates:9:steady"), made);
    }

    @Test
    void aRestartComesBeforeEveryVisitAndOnlyThere() {
        List<Integer> restarts = new ArrayList<>();
        for (int i = 0; i < PLAN.size(); i++) {
            if (PLAN.startsVisit(i)) {
                restarts.add(i);
                assertEquals(InitialKind.DEPLOYMENT, PLAN.kindAt(i));
            }
        }
        assertEquals(List.of(0, 5, 10, 15), restarts, "k × mechanisms restarts");
        assertEquals(List.of(0, 0, 1, 1), restarts.stream().map(PLAN::repetitionAt).toList());
    }

    @Test
    void aResumedRunMakesAVisitItHadNotFinishedAgainFromItsRestart() {
        assertEquals(0, PLAN.continueAt(0));
        assertEquals(5, PLAN.continueAt(5), "a visit ended: the next begins, with its restart");
        assertEquals(5, PLAN.continueAt(6), "after its deployment call only");
        assertEquals(10, PLAN.continueAt(14), "one steady call short");
        assertEquals(20, PLAN.continueAt(20), "all made");
        assertTrue(PLAN.startsVisit(PLAN.continueAt(13)));
    }

    @Test
    void theKindsAreReadBackFromASeq() {
        Startup startup = new Startup(3, 1);
        assertEquals(3 * 3, startup.callsPerCell());
        assertEquals(InitialKind.DEPLOYMENT, startup.kindOf(6));
        assertEquals(InitialKind.SESSION, startup.kindOf(7));
        assertNull(startup.kindOf(8));
        assertEquals(2, startup.repetitionOf(8));
    }
}
