package org.wsslab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;

class LabNameTest {

    @AfterEach
    void forgetTheProperty() {
        System.clearProperty(LabName.PROPERTY);
    }

    @Test
    void theSystemPropertyNamesTheLab() {
        System.setProperty(LabName.PROPERTY, "lab-a.eu_1");
        assertEquals("lab-a.eu_1", LabName.current());
    }

    @Test
    void withoutThePropertyTheHostNamesTheLab() {
        String name = LabName.current();
        assertTrue(LabName.valid(name), name);
    }

    @Test
    void aNameNotAllowedStopsTheLabNamingTheProperty() {
        System.setProperty(LabName.PROPERTY, "lab a");
        IllegalStateException refused = assertThrows(IllegalStateException.class, LabName::current);
        assertTrue(refused.getMessage().contains(LabName.PROPERTY), refused.getMessage());
        assertTrue(refused.getMessage().contains(LabName.ALLOWED), refused.getMessage());
    }

    @Test
    void anEmptyPropertyIsRefusedNotReplacedByTheHost() {
        System.setProperty(LabName.PROPERTY, "");
        assertThrows(IllegalStateException.class, LabName::current);
    }

    @Test
    void theFormIsOneToSixtyThreeSafeCharacters() {
        assertTrue(LabName.valid("a"));
        assertTrue(LabName.valid("A".repeat(63)));
        assertFalse(LabName.valid("A".repeat(64)));
        assertFalse(LabName.valid(""));
        assertFalse(LabName.valid(null));
        assertFalse(LabName.valid("-lab"));
        assertFalse(LabName.valid(".lab"));
        assertFalse(LabName.valid("lab'; DROP TABLE RUN"));
        assertFalse(LabName.valid("lab/a"));
        assertFalse(LabName.valid("läb"));
    }

    @Test
    void aHostNameTooLongGivesItsFirstLabel() {
        assertEquals("box", LabName.fromHost("box." + "sub.".repeat(20) + "example.org"));
        assertEquals("box.example.org", LabName.fromHost("box.example.org"));
        assertEquals("lab", LabName.fromHost(""));
        assertEquals("lab", LabName.fromHost(null));
        assertEquals("lab", LabName.fromHost("_weird"));
    }

    @Test
    void aRequestedNameIsCheckedAndNamesItsField() {
        assertNull(LabName.requested("lab", null));
        assertNull(LabName.requested("lab", ""));
        assertEquals("lab-b", LabName.requested("lab", "lab-b"));
        Refusal refused = assertThrows(Refusal.class, () -> LabName.requested("lab", "lab b"));
        assertTrue(refused.getMessage().startsWith("lab"), refused.getMessage());
        assertEquals("lab", refused.fields().get(0).path());
    }
}
