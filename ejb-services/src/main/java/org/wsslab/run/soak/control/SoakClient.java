package org.wsslab.run.soak.control;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;

/**
 * One client thread of a {@link Soak}: its own session per mechanism, one call to each mechanism in
 * turn, a fresh random payload every call, the echo compared. Only the port call is inside the clock,
 * as in a run. Thread {@code index} starts its cycle at the index-th mechanism, so that the threads
 * do not all call the same endpoint at the same moment.
 */
final class SoakClient implements Runnable {

    private final Soak soak;
    private final EchoPorts ports;
    private final int index;

    SoakClient(Soak soak, EchoPorts ports, int index) {
        this.soak = soak;
        this.ports = ports;
        this.index = index;
    }

    @Override
    public void run() {
        try {
            List<Mechanism> cycle = new ArrayList<>(soak.mechanisms());
            Collections.rotate(cycle, -(index % cycle.size()));
            Map<Mechanism, EchoSession> sessions = new EnumMap<>(Mechanism.class);
            soak.openAlone(() -> {
                for (Mechanism mechanism : cycle) {
                    if (soak.stopping()) {
                        // Given up, or the application stops: opening the rest (a port per mechanism
                        // per thread, seconds each) would outlast the stop's wait for the threads.
                        return;
                    }
                    sessions.put(mechanism, soak.session(ports, mechanism));
                    // Opens the port before the clock; a failure still counts as an error.
                    call(mechanism, sessions.get(mechanism), false);
                }
            });
            OptionalLong deadline = soak.awaitClock();
            if (deadline.isEmpty()) {
                return;
            }
            while (!soak.stopping()) {
                for (Mechanism mechanism : cycle) {
                    if (System.nanoTime() - deadline.getAsLong() >= 0 || soak.stopping()) {
                        return;
                    }
                    call(mechanism, sessions.get(mechanism), true);
                }
            }
        } catch (RuntimeException | Error e) {
            soak.clientFailed(index, e);
        } finally {
            soak.clientEnded();
        }
    }

    private void call(Mechanism mechanism, EchoSession session, boolean timed) {
        session.renewIfDue();
        byte[] payload = new byte[soak.size()];
        ThreadLocalRandom.current().nextBytes(payload);
        soak.tally().attempted(mechanism);
        long start = System.nanoTime();
        try {
            byte[] echoed = session.echo(payload);
            long rtt = System.nanoTime() - start;
            if (!Arrays.equals(payload, echoed)) {
                soak.tally().failed(mechanism,
                        "the echo differs from the payload (" + (echoed == null ? "null" : echoed.length + " bytes") + ")");
            } else if (timed) {
                soak.tally().answered(mechanism, rtt);
            }
        } catch (RuntimeException e) {
            // As in a run: a refused, broken or timed-out port is replaced by a new one on the next call.
            session.renew();
            soak.tally().failed(mechanism, CallFailures.describe(e));
        }
    }
}
