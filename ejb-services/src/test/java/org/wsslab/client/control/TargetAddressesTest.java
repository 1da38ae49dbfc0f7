package org.wsslab.client.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;

class TargetAddressesTest {

    private final TargetAddresses other = new TargetAddresses("bench-2.example.org", 9080, 9181);

    @Test
    void everyAddressGoesToTheTargetsHostAndThePortOfItsTransport() {
        assertEquals(URI.create("http://bench-2.example.org:9080/echo/plain"), other.address(Mechanism.PLAIN));
        assertEquals(URI.create("https://bench-2.example.org:9181/echo/transport-ssl"), other.address(Mechanism.TRANSPORT_SSL));
        assertEquals(URI.create("http://bench-2.example.org:9080/echo/transport-ssl"),
                other.address(Mechanism.TRANSPORT_SSL, Transport.HTTP));
        assertEquals(URI.create("http://bench-2.example.org:9080/echo/plain?wsdl"), other.wsdl(Mechanism.PLAIN));
        assertEquals(URI.create("http://bench-2.example.org:9080/sts/issue"), other.sts());
        assertEquals("http://bench-2.example.org:9080", other.httpBase());
    }

    @Test
    void anEndpointUnderAnotherSuiteKeepsItsPath() {
        var endpoint = Mechanism.MUTUAL_CERTIFICATES.under(AlgorithmSuite.BASIC256);
        assertEquals(URI.create("http://bench-2.example.org:9080" + endpoint.path()), other.address(endpoint));
    }

    @Test
    void aRelayInFrontOfAnyTargetListensOnThisHostsLoopbackUnderTheCertificatesName() {
        assertEquals(URI.create("http://localhost:40001/echo/plain"), other.through(Mechanism.PLAIN, 40001));
        assertEquals(URI.create("https://localhost:40002/echo/transport-ssl"), other.through(Mechanism.TRANSPORT_SSL, 40002));
    }

    @Test
    void theLabsOwnAreTodaysAddressesAndTheBeansAreTheLabsOwn() {
        TargetAddresses lab = TargetAddresses.lab();
        assertEquals(EndpointAddresses.HOST, lab.host());
        assertEquals(EndpointAddresses.port(Transport.HTTP), lab.httpPort());
        assertEquals(EndpointAddresses.port(Transport.HTTPS), lab.httpsPort());
        EndpointAddresses bean = new EndpointAddresses();
        assertEquals(URI.create("http://localhost:" + lab.httpPort() + "/echo/plain"), bean.address(Mechanism.PLAIN));
        assertEquals(lab.sts(), bean.sts());
        assertEquals(lab.wsdl(Mechanism.TRANSPORT_SSL), bean.wsdl(Mechanism.TRANSPORT_SSL));
    }

    @Test
    void anIpv6LiteralIsBracketedInEveryAddress() {
        TargetAddresses v6 = new TargetAddresses("::1", 8080, 8181);
        assertEquals(URI.create("http://[::1]:8080/echo/plain"), v6.address(Mechanism.PLAIN));
        assertEquals(v6.address(Mechanism.PLAIN), new TargetAddresses("[::1]", 8080, 8181).address(Mechanism.PLAIN));
    }

    @Test
    void loopbackHostsAreThisMachinesAndNoOther() {
        for (String host : new String[]{"localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1"}) {
            assertTrue(new TargetAddresses(host, 1, 2).loopback(), host);
        }
        for (String host : new String[]{"bench-2", "192.0.2.7", "128.0.0.1", "localhost.example.org", "::2", "127.0.0.1.example"}) {
            assertFalse(new TargetAddresses(host, 1, 2).loopback(), host);
        }
    }

    @Test
    void aTargetNeedsAHostAndPortsInRange() {
        assertThrows(IllegalArgumentException.class, () -> new TargetAddresses(" ", 1, 2));
        assertThrows(IllegalArgumentException.class, () -> new TargetAddresses("a", 0, 2));
        assertThrows(IllegalArgumentException.class, () -> new TargetAddresses("a", 1, 65536));
    }
}
