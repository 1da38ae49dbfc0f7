package org.wsslab.client.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
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
}
