package org.wsslab.relay.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A local port that in-server clients are pointed at instead of the server: it accepts each
 * connection, opens one to its {@link Upstream}, and pumps the bytes both ways unchanged, showing
 * each direction to a fresh {@link Watch} first. Its threads come from the factory it is given (the
 * platform's managed threads in the server, see {@link Relays}); closing it closes every connection
 * and waits for those threads to end.
 */
public final class LoopbackRelay implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(LoopbackRelay.class.getName());
    private static final long THREADS_END_MILLIS = 10_000;

    private final ServerSocket listening;
    private final Upstream upstream;
    private final Supplier<Watch> requests;
    private final Supplier<Watch> responses;
    private final ThreadFactory threads;
    /** Guarded by itself, with {@link #closed}: what close() must close and wait for. */
    private final Set<Peer> open = new HashSet<>();
    private final Set<Thread> running = new HashSet<>();
    private final Thread acceptor;
    private boolean closed;

    /**
     * @param requests a watch per connection for what its client sends
     * @param responses a watch per connection for what is answered
     */
    LoopbackRelay(ServerSocket listening, Upstream upstream, Supplier<Watch> requests, Supplier<Watch> responses,
            ThreadFactory threads) {
        this.listening = listening;
        this.upstream = upstream;
        this.requests = requests;
        this.responses = responses;
        this.threads = threads;
        try {
            this.acceptor = start(this::accept, "accept");
        } catch (RuntimeException e) {
            try {
                listening.close();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    public int port() {
        return listening.getLocalPort();
    }

    private void accept() {
        while (!listening.isClosed()) {
            Peer client;
            try {
                client = Peer.of(listening.accept());
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    LOG.log(Level.WARNING, "relay on port " + port() + " failed to accept", e);
                }
                continue;
            }
            Peer server;
            try {
                server = upstream.connect();
            } catch (IOException | RuntimeException e) {
                LOG.log(Level.WARNING, "relay on port " + port() + " failed to connect", e);
                quietly(client);
                continue;
            }
            boolean clientKept = keep(client);
            if (keep(server) && clientKept) {
                try {
                    Watch sent = requests.get();
                    Watch answered = responses.get();
                    start(() -> pump(client, server, sent), "request");
                    start(() -> pump(server, client, answered), "response");
                } catch (RuntimeException e) {
                    // e.g. the platform refusing new threads while the application stops
                    LOG.log(Level.WARNING, "relay on port " + port() + " could not serve a connection", e);
                    quietly(client);
                    quietly(server);
                }
            }
        }
    }

    /** The one pump: every byte read is shown to the watch, then written on, until either side ends. */
    private void pump(Peer from, Peer to, Watch watch) {
        try {
            InputStream in = from.in();
            OutputStream out = to.out();
            byte[] buffer = new byte[16 * 1024];
            for (int read; (read = in.read(buffer)) >= 0;) {
                watch.seen(buffer, 0, read);
                out.write(buffer, 0, read);
                out.flush();
            }
            watch.ended();
        } catch (IOException e) {
            LOG.log(Level.FINE, "relay pump ended", e);
        } finally {
            synchronized (open) {
                open.remove(from);
                open.remove(to);
            }
            quietly(from);
            quietly(to);
        }
    }

    /** Registers a connection for close(); closes it instead if the relay is closing. */
    private boolean keep(Peer peer) {
        synchronized (open) {
            if (!closed) {
                open.add(peer);
                return true;
            }
        }
        quietly(peer);
        return false;
    }

    private Thread start(Runnable work, String role) {
        Thread thread = threads.newThread(() -> {
            try {
                work.run();
            } finally {
                synchronized (open) {
                    running.remove(Thread.currentThread());
                }
            }
        });
        thread.setName("wsslab-relay-" + port() + "-" + role);
        thread.setDaemon(true);
        synchronized (open) {
            running.add(thread);
        }
        thread.start();
        return thread;
    }

    private static void quietly(Peer peer) {
        try {
            peer.close();
        } catch (IOException e) {
            LOG.log(Level.FINE, "closing a relayed connection", e);
        }
    }

    /** Whether close() was called. */
    public boolean isClosed() {
        synchronized (open) {
            return closed;
        }
    }

    /** Stops accepting, closes every connection, and waits (for a bounded time) until the relay's threads have ended. */
    @Override
    public void close() throws IOException {
        List<Peer> peers;
        List<Thread> threadsLeft;
        synchronized (open) {
            closed = true;
            peers = List.copyOf(open);
            open.clear();
        }
        listening.close();
        peers.forEach(LoopbackRelay::quietly);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(THREADS_END_MILLIS);
        try {
            // The acceptor first: once it has ended, no pump can start after the list below is taken.
            join(acceptor, deadline);
            synchronized (open) {
                threadsLeft = List.copyOf(running);
            }
            for (Thread thread : threadsLeft) {
                join(thread, deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void join(Thread thread, long deadline) throws InterruptedException {
        if (thread == Thread.currentThread()) {
            return;
        }
        thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        if (thread.isAlive()) {
            LOG.warning("relay thread " + thread.getName() + " still runs after its relay closed");
        }
    }
}
