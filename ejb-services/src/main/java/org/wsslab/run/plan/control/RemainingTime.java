package org.wsslab.run.plan.control;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.CellKey;

/**
 * How long a run still needs: each cell's remaining calls at that cell's pace. A cell's pace is the
 * mean round trip measured so far in this run, or else the one stored by the latest run that
 * measured the cell on this machine. A size no run measured for that endpoint is priced from the
 * endpoint's own known sizes: between two of them, on the straight line through their paces (a round
 * trip is a fixed cost plus a cost per byte, so a growth run's 12, 24 … 1,200 bytes cost about what
 * 100 B and 1 KB did, not 12 times 100 B's); below the smallest, at the smallest's; above the largest,
 * grown from it as other endpoints' paces grew between those sizes (linearly by bytes if none is
 * known at both). An endpoint never measured takes the slowest other endpoint's pace at that size.
 * So a run has an estimate before its first call, a new size's first cells (plain first, the
 * fastest) do not make the rest of the size look cheap, and a growth or sequences run is priced for
 * what it does: a growth run's series one call per size, a sequences run's calls and the set-up of
 * each of its sessions.
 */
public final class RemainingTime {

    /**
     * The plan: endpoints, sizes in call order, calls per cell (warm-up included), whether cells come in
     * blocks, and how many sessions a cell opens beyond its first (a sequences run opens one per sequence).
     */
    public record Plan(List<Endpoint> endpoints, List<Integer> sizes, long callsPerCell, boolean blocks, long sessionsPerCell,
            List<Cell> bySize, Load load) {

        /** A size's cells when they differ by size (a paired sequences run's): calls (warm-up included) and sessions. */
        public record Cell(long calls, long sessions) {
        }

        /**
         * Cells made under load: each at every number of clients in turn, N threads making the cell's calls
         * each, on a machine of {@code cores} cores.
         */
        public record Load(List<Integer> clients, int cores) {

            /** The threads of all levels added up: a cell's calls are the calls per thread times that. */
            long threads() {
                return clients.stream().mapToLong(Integer::longValue).sum();
            }

            /**
             * The wall time of a call under load, as a share of its pace alone: N threads on fewer cores
             * queue for them (N calls take N ÷ cores paces), and on as many cores they run side by side (N
             * calls take one pace); averaged over the levels by their calls. A bound from below: threads
             * also contend for what cores do not count (locks, the collector), which only slows them more.
             */
            double wallShare() {
                double wall = clients.stream().mapToDouble(n -> (double) n / Math.min(n, cores)).sum();
                return wall / threads();
            }
        }

        /** Cells alike at every size, made one call at a time. */
        public Plan(List<Endpoint> endpoints, List<Integer> sizes, long callsPerCell, boolean blocks, long sessionsPerCell) {
            this(endpoints, sizes, callsPerCell, blocks, sessionsPerCell, null, null);
        }

        /** A plan whose cells each keep one session (every mode but sequences). */
        public Plan(List<Endpoint> endpoints, List<Integer> sizes, long callsPerCell, boolean blocks) {
            this(endpoints, sizes, callsPerCell, blocks, 0);
        }

        /** The cells of the {@code i}-th size: under load, every thread's calls of every level. */
        Cell cell(int i) {
            Cell cell = bySize == null ? new Cell(callsPerCell, sessionsPerCell) : bySize.get(i);
            return load == null ? cell : new Cell(cell.calls() * load.threads(), cell.sessions() * load.threads());
        }

        /** What a call of the plan takes of the wall clock, as a share of its pace alone. */
        double wallShare() {
            return load == null ? 1 : load.wallShare();
        }
    }

    /** Round-trip means by cell. */
    public interface Paces {
        OptionalDouble nanos(Endpoint endpoint, int size);

        /**
         * The sizes this knows a pace of for the endpoint, if it can list them; if not, the estimate asks it
         * for each of the plan's sizes (a growth plan has up to 100,000: the lab's paces list theirs).
         */
        default Optional<Set<Integer>> sizes(Endpoint endpoint) {
            return Optional.empty();
        }

        /**
         * The paces of a map of cells (read as it is when asked, so a run's map may still grow), each cell's
         * pace read by {@code pace}; it lists each endpoint's sizes.
         */
        static <T> Paces byCell(Map<CellKey, T> cells, Function<T, OptionalDouble> pace) {
            return new Paces() {
                @Override
                public OptionalDouble nanos(Endpoint endpoint, int size) {
                    T cell = cells.get(new CellKey(endpoint, size));
                    return cell == null ? OptionalDouble.empty() : pace.apply(cell);
                }

                @Override
                public Optional<Set<Integer>> sizes(Endpoint endpoint) {
                    return Optional.of(cells.keySet().stream().filter(key -> key.endpoint().equals(endpoint)).map(CellKey::size)
                            .collect(Collectors.toSet()));
                }
            };
        }
    }

    private RemainingTime() {
    }

    /**
     * @param done     calls of the plan made (or skipped)
     * @param measured this run's pace per cell so far
     * @param stored   the latest stored pace per cell of earlier runs
     */
    public static Optional<Duration> estimate(Plan plan, long done, Paces measured, Paces stored) {
        Pricing pricing = new Pricing(plan, measured, stored);
        double nanos = 0;
        int m = plan.endpoints().size();
        long start = 0;
        for (int i = 0; i < plan.sizes().size(); i++) {
            int size = plan.sizes().get(i);
            Plan.Cell cell = plan.cell(i);
            long perSize = cell.calls() * m;
            long left = Math.max(0, Math.min(perSize, start + perSize - Math.max(done, start)));
            start += perSize;
            for (int j = 0; j < m; j++) {
                long cellLeft = plan.blocks()
                        // Blocks: the size's remaining calls are its last cells'.
                        ? Math.max(0, Math.min(cell.calls(), left - (long) (m - 1 - j) * cell.calls()))
                        // Rounds: every endpoint has about the same left.
                        : left / m + (j < left % m ? 1 : 0);
                if (cellLeft == 0) {
                    continue;
                }
                OptionalDouble pace = pricing.pace(plan.endpoints().get(j), size);
                if (pace.isEmpty()) {
                    return Optional.empty();
                }
                // A session's set-up (a new port: its WSDL and policy read, outside the clock) is priced as one more
                // call of its cell; a cell's sessions are opened as its calls are made.
                double sessionsLeft = (double) cellLeft * cell.sessions() / cell.calls();
                nanos += (cellLeft + sessionsLeft) * pace.getAsDouble() * plan.wallShare();
            }
        }
        return Optional.of(Duration.ofNanos((long) nanos));
    }

    /** The paces of one estimate: each endpoint's known sizes read once, as a growth plan asks for up to 100,000 sizes. */
    private static final class Pricing {

        private final Plan plan;
        private final Paces measured;
        private final Paces stored;
        private final Map<Endpoint, NavigableMap<Integer, Double>> known = new HashMap<>();

        private Set<Integer> planSizes;

        Pricing(Plan plan, Paces measured, Paces stored) {
            this.plan = plan;
            this.measured = measured;
            this.stored = stored;
        }

        private Set<Integer> planSizes() {
            if (planSizes == null) {
                planSizes = new HashSet<>(plan.sizes());
            }
            return planSizes;
        }

        OptionalDouble pace(Endpoint endpoint, int size) {
            OptionalDouble own = own(endpoint, size);
            if (own.isPresent()) {
                return own;
            }
            // An endpoint never measured: the slowest of the others at this size, where they know it (at it, between
            // or below their sizes); an estimate grown for one endpoint from its smaller sizes is no ground for another's.
            return plan.endpoints().stream().filter(other -> !other.equals(endpoint)).map(other -> within(other, size))
                    .filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble).max();
        }

        /** The endpoint's pace at this size where its known sizes reach it (none above its largest). */
        private OptionalDouble within(Endpoint endpoint, int size) {
            NavigableMap<Integer, Double> paces = known(endpoint);
            return paces.isEmpty() || paces.lastKey() < size ? OptionalDouble.empty() : own(endpoint, size);
        }

        /** The endpoint's pace at this size from its own known sizes; none if it knows none. */
        private OptionalDouble own(Endpoint endpoint, int size) {
            NavigableMap<Integer, Double> paces = known(endpoint);
            Double exact = paces.get(size);
            if (exact != null) {
                return OptionalDouble.of(exact);
            }
            Map.Entry<Integer, Double> below = paces.lowerEntry(size);
            Map.Entry<Integer, Double> above = paces.higherEntry(size);
            if (below != null && above != null) {
                double share = (double) (size - below.getKey()) / (above.getKey() - below.getKey());
                return OptionalDouble.of(below.getValue() + share * (above.getValue() - below.getValue()));
            }
            if (above != null) {
                return OptionalDouble.of(above.getValue());
            }
            if (below == null) {
                return OptionalDouble.empty();
            }
            // Above its largest known size: grown as other endpoints' paces grew between the two sizes (the most any
            // did); linearly if none is known at both.
            int from = below.getKey();
            OptionalDouble growth = plan.endpoints().stream().filter(other -> !other.equals(endpoint))
                    .filter(other -> known(other).containsKey(from) && known(other).containsKey(size))
                    .mapToDouble(other -> known(other).get(size) / known(other).get(from)).max();
            return OptionalDouble.of(below.getValue() * growth.orElse((double) size / from));
        }

        /** The endpoint's paces by size: this run's where measured, else the latest stored. */
        private NavigableMap<Integer, Double> known(Endpoint endpoint) {
            return this.known.computeIfAbsent(endpoint, e -> {
                Set<Integer> sizes = new HashSet<>();
                for (Paces paces : List.of(measured, stored)) {
                    sizes.addAll(paces.sizes(e).orElseGet(this::planSizes));
                }
                NavigableMap<Integer, Double> paces = new TreeMap<>();
                for (int size : sizes) {
                    OptionalDouble pace = measured.nanos(e, size);
                    if (pace.isEmpty()) {
                        pace = stored.nanos(e, size);
                    }
                    if (pace.isPresent()) {
                        paces.put(size, pace.getAsDouble());
                    }
                }
                return paces;
            });
        }
    }
}
