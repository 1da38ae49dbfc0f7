package org.wsslab.target.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;

class TargetStatusTest {

    private static final TargetIdentity IDENTITY = new TargetIdentity(TargetIdentity.APPLICATION, "GlassFish 8.0.0", "OpenJDK 25",
            "7@bench-2", 1L, "ab", 8080, 8181);

    private static TargetStatus at(Placement placement) {
        return at(placement == Placement.SEPARATE_HOST ? "bench-2" : "localhost", placement);
    }

    private static TargetStatus at(String host, Placement placement) {
        return TargetStatus.reached("bench-2", new TargetAddresses(host, 8080, 8181), null, IDENTITY, placement, true);
    }

    @Test
    void aTargetOnAnotherHostRefusesHttpsMechanismsNamedNamingThemAndTheLimit() {
        var endpoints = List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());
        Refusal refused = assertThrows(Refusal.class, () -> at(Placement.SEPARATE_HOST).servable(endpoints, true));
        assertEquals("mechanisms", refused.fields().get(0).path());
        assertTrue(refused.getMessage().contains("transport-ssl") && !refused.getMessage().contains("mutual-certificates")
                && refused.getMessage().contains("localhost"), refused.getMessage());
        var http = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());
        assertEquals(http, at(Placement.SEPARATE_HOST).servable(http, true));
    }

    @Test
    void aTargetOnAnotherHostLeavesHttpsMechanismsOutWhenNoneWereNamed() {
        var endpoints = List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());
        assertEquals(List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()),
                at(Placement.SEPARATE_HOST).servable(endpoints, false));
    }

    @Test
    void atANameTheCertificateCarriesEveryMechanismIsServed() {
        var endpoints = List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint());
        assertEquals(endpoints, at(Placement.SEPARATE_PROCESS).servable(endpoints, true));
        assertEquals(endpoints, at("127.0.0.1", Placement.SEPARATE_PROCESS).servable(endpoints, true));
        assertEquals(endpoints, at(Placement.IN_SERVER).servable(endpoints, false));
    }

    @Test
    void aLoopbackAddressTheCertificateDoesNotNameServesHttpOnly() {
        var endpoints = List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint());
        Refusal refused = assertThrows(Refusal.class, () -> at("::1", Placement.SEPARATE_PROCESS).servable(endpoints, true));
        assertTrue(refused.getMessage().contains("::1") && refused.getMessage().contains("127.0.0.1 and localhost"), refused.getMessage());
        assertEquals(List.of(Mechanism.PLAIN.endpoint()), at("127.0.0.2", Placement.IN_SERVER).servable(endpoints, false));
    }

    @Test
    void anUnreachableTargetHasItsReasonAndNothingItRuns() {
        TargetStatus gone = TargetStatus.unreachable("bench-2", new TargetAddresses("bench-2", 8080, 8181), null, "connection refused");
        assertEquals(false, gone.reachable());
        assertEquals(null, gone.placement());
        assertEquals("http://bench-2:8080", gone.address());
        assertEquals("connection refused", gone.reason());
    }
}
