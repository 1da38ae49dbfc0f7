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

/** The tests' hold on a verification: it stops after the armed number of verdicts, before its next attack, until released. */
class VerificationHoldTest {

    private final EndpointTurn turn = new EndpointTurn();
    private final VerificationHold hold = new VerificationHold();

    {
        hold.turn = turn;
    }
    private final List<String> steps = new CopyOnWriteArrayList<>();

    /** A verification of {@code attacks} attacks as VerificationEngine makes them: the hold is asked before each. */
    private CompletableFuture<Void> verification(long id, int attacks) {
        return CompletableFuture.runAsync(() -> {
            for (int made = 0; made < attacks; made++) {
                hold.reach(id, made);
                steps.add("attack " + made);
            }
        });
    }

    @Test
    void unarmedHoldLetsEveryAttackThrough() throws Exception {
        verification(1, 3).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("attack 0", "attack 1", "attack 2"), steps);
        assertEquals(RunHold.State.OFF, hold.status().state());
    }

    @Test
    void verificationIsHeldAfterTheArmedVerdictsUntilReleased() throws Exception {
        hold.arm(2);
        assertEquals(new VerificationHold.Status(RunHold.State.ARMED, 2, null), hold.status());
        CompletableFuture<Void> verification = verification(7, 4);

        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);
        assertEquals(new VerificationHold.Status(RunHold.State.HELD, 2, 7L), hold.status());
        assertEquals(List.of("attack 0", "attack 1"), steps, "held with two verdicts made, before the third attack");
        assertThrows(IllegalStateException.class, () -> hold.arm(3), "one hold at a time");

        hold.release();
        verification.get(10, TimeUnit.SECONDS);
        assertEquals(List.of("attack 0", "attack 1", "attack 2", "attack 3"), steps);
        assertEquals(RunHold.State.OFF, hold.status().state(), "a hold holds once");
    }

    @Test
    void theApplicationsStopLetsAHeldVerificationGo() throws Exception {
        hold.arm(1);
        CompletableFuture<Void> verification = verification(7, 3);
        await().atMost(Duration.ofSeconds(10)).until(hold::status, s -> s.state() == RunHold.State.HELD);

        assertTrue(turn.close(), "nobody held the endpoints' turn, so the stop did not wait");
        verification.get(10, TimeUnit.SECONDS);
        assertEquals(RunHold.State.OFF, hold.status().state(), "nothing left held or armed");
    }

    @Test
    void holdAfterANumberOfVerdictsOnly() {
        assertThrows(IllegalArgumentException.class, () -> hold.arm(-1));
    }
}
