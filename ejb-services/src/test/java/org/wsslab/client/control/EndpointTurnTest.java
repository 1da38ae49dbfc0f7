package org.wsslab.client.control;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

class EndpointTurnTest {

    @Test
    void aTurnTakenWithoutWaitingIsRefusedToOthersUntilGivenBackFromAnyThreadOnce() throws Exception {
        EndpointTurn turn = new EndpointTurn();
        Runnable giveBack = turn.tryTake().orElseThrow();
        assertTrue(turn.tryTake().isEmpty(), "nobody else gets it meanwhile");

        // Threads of their own: the common pool may have a single worker on two cores, which the waiter would hold.
        ExecutorService threads = Executors.newFixedThreadPool(2);
        CompletableFuture<String> waiting = CompletableFuture.supplyAsync(() -> turn.take(() -> "ran"), threads);
        try {
            waiting.get(300, TimeUnit.MILLISECONDS);
            throw new AssertionError("a run or verification must wait for the turn");
        } catch (TimeoutException expected) {
            // still waiting, as it should
        }
        CompletableFuture.runAsync(giveBack, threads).get(5, TimeUnit.SECONDS); // a soak's last thread, not the taker
        threads.shutdown();
        assertEquals("ran", waiting.get(5, TimeUnit.SECONDS));

        giveBack.run(); // a second give-back must not create a second turn
        Optional<Runnable> again = turn.tryTake();
        assertTrue(again.isPresent());
        assertTrue(turn.tryTake().isEmpty(), "still one turn only");
    }

    @Test
    void theApplicationsStopWaitsForTheWorkHoldingTheTurnThenGivesItToNoOne() throws Exception {
        EndpointTurn turn = new EndpointTurn();
        ExecutorService threads = Executors.newFixedThreadPool(2);
        CountDownLatch working = new CountDownLatch(1);
        // The work stops at its next call boundary once it sees the application stopping.
        CompletableFuture<Boolean> work = CompletableFuture.supplyAsync(() -> turn.take(() -> {
            working.countDown();
            await().atMost(Duration.ofSeconds(10)).until(turn::closing);
        }), threads);
        assertTrue(working.await(10, TimeUnit.SECONDS));

        assertTrue(turn.close(Duration.ofSeconds(10)), "the stop saw the work give the turn back");
        assertTrue(work.get(5, TimeUnit.SECONDS), "the work had begun, and ended");
        assertTrue(turn.close(), "a second engine's stop gets the first one's answer");

        assertFalse(turn.take((Runnable) () -> {
            throw new AssertionError("no work begins once the application stops");
        }), "a run queued for the turn stays queued");
        assertTrue(turn.tryTake().isEmpty(), "a soak or a profile is refused");
        threads.shutdown();
    }
}
