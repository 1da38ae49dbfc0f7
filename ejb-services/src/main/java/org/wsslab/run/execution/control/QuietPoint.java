package org.wsslab.run.execution.control;

import java.util.concurrent.locks.LockSupport;
import org.wsslab.run.entity.Order;

/** The quiet point an order keeps before a call, outside the clock. */
final class QuietPoint {

    private QuietPoint() {
    }

    /**
     * The order's quiet point before a call, outside the clock: a pause before every call, or a full
     * collection before a block's first call (in a paired order, a visit's).
     */
    static void before(Order order, boolean blockStarts) {
        switch (order.quiet()) {
            case PAUSE -> LockSupport.parkNanos(RunExecution.PAUSE.toNanos());
            case FULL_GC -> {
                if (blockStarts) {
                    System.gc();
                }
            }
            case NONE -> {
            }
        }
    }
}
