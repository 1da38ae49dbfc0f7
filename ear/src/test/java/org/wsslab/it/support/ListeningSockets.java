package org.wsslab.it.support;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The TCP sockets a process listens on, as {@code ss -ltnp} shows them, read from Linux's /proc so
 * that no tool need be installed: the socket inodes among the process's open files
 * ({@code /proc/PID/fd}) matched against the kernel's socket tables of its network namespace
 * ({@code /proc/PID/net/tcp} and {@code tcp6}).
 */
public final class ListeningSockets {

    /** The kernel's state number for a listening socket (include/net/tcp_states.h). */
    private static final String LISTEN = "0A";

    /** One listening socket: the address it is bound to (any address: 0.0.0.0 or ::) and its port. */
    public record Listener(InetAddress address, int port) {

        /** Reachable from this host only (127.0.0.0/8, ::1, or an IPv4-mapped 127.x address). */
        public boolean loopback() {
            return address.isLoopbackAddress();
        }

        @Override
        public String toString() {
            return address.getHostAddress() + ":" + port;
        }
    }

    private ListeningSockets() {
    }

    /** Every TCP socket the process listens on. */
    public static List<Listener> of(long pid) throws IOException {
        Path process = Path.of("/proc", String.valueOf(pid));
        Set<String> inodes = socketInodes(process.resolve("fd"));
        List<Listener> listeners = new ArrayList<>();
        for (String table : List.of("tcp", "tcp6")) {
            Path file = process.resolve("net").resolve(table);
            if (Files.exists(file)) {
                listeners.addAll(listening(Files.readAllLines(file), inodes));
            }
        }
        return listeners;
    }

    /** The listening sockets of a /proc/net/tcp or tcp6 table (header line first) whose inode is given. */
    static List<Listener> listening(List<String> table, Set<String> inodes) {
        List<Listener> listeners = new ArrayList<>();
        for (String line : table.subList(Math.min(1, table.size()), table.size())) {
            // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...
            String[] fields = line.trim().split("\\s+");
            if (fields.length > 9 && LISTEN.equals(fields[3]) && inodes.contains(fields[9])) {
                listeners.add(listener(fields[1]));
            }
        }
        return listeners;
    }

    /**
     * A table's local address, {@code ADDRESS:PORT} in hex: the kernel prints the address as 32-bit
     * words, each in the host's byte order (so 127.0.0.1 is 0100007F on x86 and arm64), the port as
     * a number.
     */
    static Listener listener(String local) {
        int colon = local.indexOf(':');
        byte[] printed = HexFormat.of().parseHex(local.substring(0, colon));
        byte[] address = printed.clone();
        if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
            for (int word = 0; word < printed.length; word += 4) {
                for (int i = 0; i < 4; i++) {
                    address[word + i] = printed[word + 3 - i];
                }
            }
        }
        try {
            // An IPv4-mapped IPv6 address comes back as the IPv4 address it maps.
            return new Listener(InetAddress.getByAddress(address), Integer.parseInt(local.substring(colon + 1), 16));
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an address: " + local, e);
        }
    }

    /** The inodes of the sockets among a process's open files ({@code socket:[INODE]} links). */
    private static Set<String> socketInodes(Path fds) throws IOException {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> files = Files.list(fds)) {
            for (Path fd : (Iterable<Path>) files::iterator) {
                String target;
                try {
                    target = Files.readSymbolicLink(fd).toString();
                } catch (IOException closedMeanwhile) {
                    continue;
                }
                if (target.startsWith("socket:[")) {
                    inodes.add(target.substring("socket:[".length(), target.length() - 1));
                }
            }
        }
        return inodes;
    }
}
