package org.wsslab.run.execution.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;

/**
 * Wakes the {@link RunEngine} when a run was queued (new or resumed), once the queuing transaction
 * has committed: whoever queues a run never has to remember to start the engine, and a refused
 * request (rolled back) starts nothing.
 *
 * <p>Not an observer method of the engine itself: GlassFish tells an after-success observer on the
 * thread whose transaction has just ended and is still tied to it, and an EJB invoked there fails to
 * register with it ("Transaction is not active in the current thread", a logged stack trace per queued
 * run). The engine is woken from a task of the managed executor instead, which has no transaction.
 */
@ApplicationScoped
public class QueueWatch {

    @Resource
    ManagedExecutorService executor;

    @Inject
    RunEngine engine;

    void queued(@Observes(during = TransactionPhase.AFTER_SUCCESS) RunQueued event) {
        executor.submit(engine::wake);
    }
}
