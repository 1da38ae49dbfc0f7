package org.wsslab.target.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PlacementTest {

    @Test
    void theLabsOwnJvmIsInServerWhateverAddressReachedIt() {
        assertEquals(Placement.IN_SERVER, Placement.of("42@lab", "42@lab", true));
        assertEquals(Placement.IN_SERVER, Placement.of("42@lab", "42@lab", false));
    }

    @Test
    void anotherJvmIsAnotherProcessOnALoopbackHostElseAnotherHost() {
        assertEquals(Placement.SEPARATE_PROCESS, Placement.of("43@lab", "42@lab", true));
        assertEquals(Placement.SEPARATE_HOST, Placement.of("42@bench-2", "42@lab", false));
        assertEquals(Placement.SEPARATE_HOST, Placement.of(null, "42@lab", false));
    }

    @Test
    void idsAreTheApisWords() {
        assertEquals("in-server", Placement.IN_SERVER.id());
        assertEquals("separate-process", Placement.SEPARATE_PROCESS.id());
        assertEquals("separate-host", Placement.SEPARATE_HOST.id());
    }
}
