package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.statistics.StraightLine;
import org.wsslab.workload.entity.Direction;

/**
 * 003's processing-time model fitted to a run (003 section 4.2, Table 2): each side's CPU per call
 * against the bytes M of the message that carries the payload, as {@code alpha + beta · M}. Plain's line
 * is absolute (003's alpha_soap, beta_soap); each secured endpoint's is the line through its CPU per call
 * less plain's line at the same M (003's alpha_sec, beta_sec), so it is what securing adds per message
 * and per byte on that side.
 *
 * <p>M is the larger of the cell's request and response bytes on the wire (its one unmeasured call's):
 * the message with the payload, whichever way it travels; in an echo both carry it and are alike. The
 * CPU per call is each side's own thread's (the client's calling thread, the server's request thread):
 * what 003 derives from machine load over throughput (the utility law), measured per call instead.
 * Which operation a side's line stands for follows the workload's direction ({@link Operation#of}).
 * Cells at the run's first number of clients only, as their wire sizes are; a cell without a figure
 * for a side is left out of that side's fit, and a line needs two message sizes, else it is null with
 * its reason.
 */
public record CpuFits(Direction direction, List<Point> points, List<Fit> fits) {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /** The two sides whose thread CPU a call measures. */
    public enum Side {
        CLIENT,
        SERVER;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The side's mean thread CPU per counted call, null when not known. */
        Double cpuNanos(CellSummary cell) {
            return this == CLIENT ? cell.statistics().cpuMeanNanos() : cell.split() == null ? null : cell.split().serverCpuNanos();
        }
    }

    /** What securing makes a side do to the payload's message: 003's enc/sig against dec/veri. */
    public enum Operation {
        /** Encrypts or signs it: the sender of the payload. */
        SECURES,
        /** Decrypts or verifies it: its receiver. */
        UNSECURES,
        /** An echo: the payload goes both ways, so each side secures one message and unsecures the other. */
        BOTH;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Records returned: the server secures; records sent: the client does; an echo: both. */
        public static Operation of(Direction direction, Side side) {
            return switch (direction) {
                case ECHO -> BOTH;
                case RESPONSE -> side == Side.SERVER ? SECURES : UNSECURES;
                case REQUEST -> side == Side.CLIENT ? SECURES : UNSECURES;
            };
        }
    }

    /**
     * One side of one cell: its message's bytes M and its CPU per call; {@code plainNanos} is plain's
     * line at that M (null for plain itself, or when plain has no line on the side).
     */
    public record Point(Endpoint endpoint, int size, Side side, long messageBytes, double cpuNanos, Double plainNanos) {

        /** What the endpoint's security costs the side at this size over plain's line; null without it. */
        public Double excessNanos() {
            return plainNanos == null ? null : cpuNanos - plainNanos;
        }
    }

    /**
     * One endpoint's line on one side over {@code points} points: plain's absolute, any other's over plain's;
     * intercept in ns (alpha), slope in ns per byte (beta). {@code residualNanos} is the root mean square of
     * the points' distances from the line, beside alpha to judge it (0 through two points). A null line
     * says why in {@code reason}.
     */
    public record Fit(Endpoint endpoint, Side side, int points, StraightLine line, Double residualNanos, String reason) {
    }

    /** From a run's summary and its workload's direction; see the class comment. */
    public static CpuFits of(List<CellSummary> summary, int clients, Direction direction) {
        List<CellSummary> cells = summary.stream()
                .filter(c -> c.clients() == clients && c.requestBytes() != null && c.responseBytes() != null).toList();
        Set<Endpoint> endpoints = new LinkedHashSet<>();
        cells.forEach(c -> endpoints.add(c.endpoint()));
        endpoints.remove(PLAIN);
        List<Point> points = new ArrayList<>();
        List<Fit> fits = new ArrayList<>();
        for (Side side : Side.values()) {
            List<Point> plain = measured(cells, PLAIN, side, null);
            Fit plainFit = fit(PLAIN, side, plain, Point::cpuNanos);
            points.addAll(plain);
            fits.add(plainFit);
            for (Endpoint endpoint : endpoints) {
                List<Point> own = measured(cells, endpoint, side, plainFit.line());
                points.addAll(own);
                fits.add(plainFit.line() == null
                        ? new Fit(endpoint, side, own.size(), null, null, "plain has no line on the " + side.id() + " side to subtract: "
                                + plainFit.reason())
                        : fit(endpoint, side, own, Point::excessNanos));
            }
        }
        return new CpuFits(direction, points, fits);
    }

    /** The side's fit of the endpoint, if the run has the endpoint. */
    public Optional<Fit> fit(Endpoint endpoint, Side side) {
        return fits.stream().filter(f -> f.endpoint().equals(endpoint) && f.side() == side).findFirst();
    }

    /** The operation the side's lines stand for in this run. */
    public Operation operation(Side side) {
        return Operation.of(direction, side);
    }

    private static List<Point> measured(List<CellSummary> cells, Endpoint endpoint, Side side, StraightLine plain) {
        List<Point> points = new ArrayList<>();
        for (CellSummary cell : cells) {
            Double cpu = side.cpuNanos(cell);
            if (cell.endpoint().equals(endpoint) && cpu != null) {
                long m = Math.max(cell.requestBytes(), cell.responseBytes());
                points.add(new Point(endpoint, cell.size(), side, m, cpu, plain == null ? null : plain.at(m)));
            }
        }
        return points;
    }

    private static Fit fit(Endpoint endpoint, Side side, List<Point> points, ToDoubleFunction<Point> y) {
        double[] xs = points.stream().mapToDouble(Point::messageBytes).toArray();
        double[] ys = points.stream().mapToDouble(y).toArray();
        Optional<StraightLine> line = StraightLine.fit(xs, ys);
        if (line.isEmpty()) {
            String reason = points.size() < 2
                    ? points.size() + " size(s) with a " + side.id() + " CPU figure; a line needs two"
                    : "its " + points.size() + " points share one message size; a line needs two";
            return new Fit(endpoint, side, points.size(), null, null, reason);
        }
        double squares = 0;
        for (int i = 0; i < xs.length; i++) {
            double off = ys[i] - line.get().at(xs[i]);
            squares += off * off;
        }
        return new Fit(endpoint, side, points.size(), line.get(), Math.sqrt(squares / xs.length), null);
    }
}
