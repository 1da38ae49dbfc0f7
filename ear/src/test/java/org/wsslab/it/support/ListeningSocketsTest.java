package org.wsslab.it.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.ListeningSockets.Listener;

/** ListeningSockets reads the kernel's tables as ss does, and finds what this JVM listens on. */
class ListeningSocketsTest {

    private static final String HEADER = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode";

    @Test
    void readsOnlyTheListeningSocketsOfTheGivenInodes() {
        Assumptions.assumeTrue(ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN, "the lines below are a little-endian kernel's");
        List<String> tcp = List.of(HEADER,
                "   0: 0100007F:A0B3 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 25850822 1 0 100 0 0 10 0",
                "   1: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1082 1 0 100 0 0 10 0",
                "   2: 0100007F:255A 0100007F:CD30 01 00000000:00000000 02:00000AD0 00000000     0        0 25837898 2 0 21 4 19 18 -1",
                "   3: 0200000A:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 777 1 0 100 0 0 10 0");

        List<Listener> listeners = ListeningSockets.listening(tcp, Set.of("25850822", "1082", "25837898"));

        assertEquals(List.of("127.0.0.1:41139", "0.0.0.0:2024"), listeners.stream().map(Listener::toString).toList(),
                "an established connection and another process's socket are left out");
        assertTrue(listeners.get(0).loopback());
        assertFalse(listeners.get(1).loopback(), "every interface is not loopback");
    }

    @Test
    void readsIpv6WordByWord() {
        Assumptions.assumeTrue(ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN, "the addresses below are a little-endian kernel's");
        Listener any = ListeningSockets.listener("00000000000000000000000000000000:6DA0");
        Listener loopback = ListeningSockets.listener("00000000000000000000000001000000:1F90");
        Listener mapped = ListeningSockets.listener("0000000000000000FFFF00000100007F:8291");
        Listener global = ListeningSockets.listener("000000FD000000000000000002000000:1F90");

        assertEquals("0:0:0:0:0:0:0:0:28064", any.toString());
        assertFalse(any.loopback());
        assertEquals("0:0:0:0:0:0:0:1:8080", loopback.toString());
        assertTrue(loopback.loopback());
        assertEquals("127.0.0.1:33425", mapped.toString(), "an IPv4-mapped address is the IPv4 address");
        assertTrue(mapped.loopback());
        assertEquals("fd00:0:0:0:0:0:0:2:8080", global.toString());
        assertFalse(global.loopback());
    }

    @Test
    void findsWhatThisJvmListensOn() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "Linux's /proc");
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<Listener> listeners = ListeningSockets.of(ProcessHandle.current().pid());

            assertTrue(listeners.stream().anyMatch(l -> l.port() == socket.getLocalPort() && l.loopback()),
                    "port " + socket.getLocalPort() + " on loopback among " + listeners);
        }
    }
}
