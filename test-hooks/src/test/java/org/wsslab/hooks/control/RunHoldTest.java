package org.wsslab.hooks.control;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.wsslab.client.control.EndpointTurn;

/** The tests' hold: a run stops before the armed call, its earlier calls committed, until released. */
class RunHoldTest {

    private final EndpointTurn turn = new EndpointTurn();
    private final RunHold hold = new RunHold();

    {
        hold.turn = turn;
    }
    private final List<String> steps = new CopyOnWriteArrayList<>();

    /** A run of {@code calls} calls as RunExecution makes them: the hold is asked before each. */
    private CompletableFuture<Void> run(long id, int calls) {
        return CompletableFuture.runAsync(() -> {
            for (int done = 0; done < calls; done++) {
                hold.reach(id, done, () -> steps.add("commit"));
                steps.add("call " + done);
            }
        });
    }

    @Test
    void unarmedHoldLetsEveryCallThroughAndCommitsNothing() throws Exception {
        run(1, 3).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("call 0", "call 1", "call 2"), steps);
        assertEquals(RunHold.State.OFF, hold.status().state());
    }

    @Test
    void runIsHeldBeforeTheArmedCallWithEverythingBeforeCommittedUntilReleased() throws Exception {
        hold.arm(2);
        assertEquals(new RunHold.Status(RunHold.State.ARMED, 2, null), hold.status());
        CompletableFuture<Void> run = run(7, 4);

        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);
        assertEquals(new RunHold.Status(RunHold.State.HELD, 2, 7L), hold.status());
        assertEquals(List.of("call 0", "call 1", "commit"), steps, "held before call 2, calls 0 and 1 committed");
        assertThrows(IllegalStateException.class, () -> hold.arm(3), "one hold at a time");

        hold.release();
        run.get(10, TimeUnit.SECONDS);
        assertEquals(List.of("call 0", "call 1", "commit", "call 2", "call 3"), steps);
        assertEquals(RunHold.State.OFF, hold.status().state(), "a hold holds once");
    }

    @Test
    void aHoldArmedAgainRightAfterAReleaseHoldsTheNextRun() throws Exception {
        hold.arm(1);
        CompletableFuture<Void> released = run(7, 3);
        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);
        // Released and armed again before the released run's thread can take the monitor back.
        synchronized (hold) {
            hold.release();
            hold.arm(5);
        }
        released.get(10, TimeUnit.SECONDS);
        assertEquals(new RunHold.Status(RunHold.State.ARMED, 5, null), hold.status(), "the released run left the new hold armed");

        CompletableFuture<Void> next = run(8, 6);
        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);
        assertEquals(8L, hold.status().run());
        hold.release();
        next.get(10, TimeUnit.SECONDS);
    }

    @Test
    void theApplicationsStopLetsAHeldRunGo() throws Exception {
        hold.arm(1);
        CompletableFuture<Void> run = run(7, 3);
        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);

        assertTrue(turn.close(), "nobody held the endpoints' turn, so the stop did not wait");
        run.get(10, TimeUnit.SECONDS);
        assertEquals(List.of("call 0", "commit", "call 1", "call 2"), steps, "let go where it was held");
        assertEquals(RunHold.State.OFF, hold.status().state(), "nothing left held or armed");
    }

    @Test
    void holdBeforeAPlannedCallOnly() {
        assertThrows(IllegalArgumentException.class, () -> hold.arm(-1));
    }
}
