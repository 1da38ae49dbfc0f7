package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * One bulk caller of the endpoints at a time: a run would measure a verification's calls (two
 * cores), and a verification, which counts the implementation's invocations per endpoint, would
 * count a run's. Fair, so each waits its turn in the order it asked.
 */
@ApplicationScoped
public class EndpointTurn {

    private final ReentrantLock turn = new ReentrantLock(true);

    public <T> T take(Supplier<T> work) {
        turn.lock();
        try {
            return work.get();
        } finally {
            turn.unlock();
        }
    }

    public void take(Runnable work) {
        take(() -> {
            work.run();
            return null;
        });
    }
}
