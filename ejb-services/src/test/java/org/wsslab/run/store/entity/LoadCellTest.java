package org.wsslab.run.store.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;

class LoadCellTest {

    private final LoadCell load = new LoadCell(Mechanism.PLAIN.endpoint(), 1_024, 4, 2_000_000_000L, 500, 1_000_000_000L,
            3_000_000_000L, 2);

    @Test
    void throughputAndCpuPerSideFromTheWindow() {
        assertEquals(250.0, load.throughputPerSecond());
        assertEquals(2_000_000_000L, load.serverCpuNanos(), "the process less the client threads");
        assertEquals(25.0, load.utilisationPct(load.clientCpuNanos()), "1 s of CPU over 2 s on 2 cores");
        assertEquals(50.0, load.utilisationPct(load.serverCpuNanos()));
        assertEquals(2_000_000.0, load.perCallNanos(load.clientCpuNanos()));
        assertEquals(4_000_000.0, load.perCallNanos(load.serverCpuNanos()));
    }

    @Test
    void aResumedCellAddsItsSegmentsUp() {
        LoadCell both = load.plus(load);
        assertEquals(250.0, both.throughputPerSecond());
        assertEquals(1_000, both.calls());
        assertNull(load.plus(new LoadCell(load.endpoint(), 1_024, 4, 1, 1, null, null, 2)).serverCpuNanos(), "unknown CPU stays unknown");
    }
}
