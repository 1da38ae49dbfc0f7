package org.wsslab.run.plan.control;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;

/**
 * How long a run still needs: each cell's remaining calls at that cell's pace. A cell's pace is the
 * mean round trip measured so far in this run, or else the one stored by the latest run that
 * measured the cell on this machine, or else its endpoint's pace at its largest known size grown as
 * other endpoints' paces grew between those sizes (linearly if none is known at both: a small size's
 * pace alone would promise a 1 MB cell in seconds, scaled linearly from 100 B in hours), or else, for
 * an endpoint never measured, the slowest other endpoint's at that size. So a run has an estimate
 * before its first call, and a new size's first cells (plain first, the fastest) do not make the rest
 * of the size look cheap.
 */
public final class RemainingTime {

    /** The plan: endpoints, sizes in call order, calls per cell (warm-up included), and whether cells come in blocks. */
    public record Plan(List<Endpoint> endpoints, List<Integer> sizes, long callsPerCell, boolean blocks) {
    }

    /** Round-trip means by cell. */
    public interface Paces {
        OptionalDouble nanos(Endpoint endpoint, int size);
    }

    private RemainingTime() {
    }

    /**
     * @param done     calls of the plan made (or skipped)
     * @param measured this run's pace per cell so far
     * @param stored   the latest stored pace per cell of earlier runs
     */
    public static Optional<Duration> estimate(Plan plan, long done, Paces measured, Paces stored) {
        double nanos = 0;
        int m = plan.endpoints().size();
        long perSize = plan.callsPerCell() * m;
        for (int i = 0; i < plan.sizes().size(); i++) {
            int size = plan.sizes().get(i);
            long start = i * perSize;
            long left = Math.max(0, Math.min(perSize, start + perSize - Math.max(done, start)));
            for (int j = 0; j < m; j++) {
                long cellLeft = plan.blocks()
                        // Blocks: the size's remaining calls are its last cells'.
                        ? Math.max(0, Math.min(plan.callsPerCell(), left - (long) (m - 1 - j) * plan.callsPerCell()))
                        // Rounds: every endpoint has about the same left.
                        : left / m + (j < left % m ? 1 : 0);
                if (cellLeft == 0) {
                    continue;
                }
                OptionalDouble pace = pace(plan, plan.endpoints().get(j), size, measured, stored);
                if (pace.isEmpty()) {
                    return Optional.empty();
                }
                nanos += cellLeft * pace.getAsDouble();
            }
        }
        return Optional.of(Duration.ofNanos((long) nanos));
    }

    private static OptionalDouble pace(Plan plan, Endpoint endpoint, int size, Paces measured, Paces stored) {
        OptionalDouble known = known(endpoint, size, measured, stored);
        if (known.isPresent()) {
            return known;
        }
        int largest = 0;
        double largestPace = 0;
        for (int other : plan.sizes()) {
            OptionalDouble pace = known(endpoint, other, measured, stored);
            if (other < size && other > largest && pace.isPresent()) {
                largest = other;
                largestPace = pace.getAsDouble();
            }
        }
        if (largest > 0) {
            // From its largest known size, grown as other endpoints' paces grew between the two sizes
            // (the most any did); linearly if none is known at both.
            int from = largest;
            OptionalDouble growth = plan.endpoints().stream().filter(other -> other != endpoint)
                    .filter(other -> known(other, from, measured, stored).isPresent() && known(other, size, measured, stored).isPresent())
                    .mapToDouble(other -> known(other, size, measured, stored).getAsDouble()
                            / known(other, from, measured, stored).getAsDouble())
                    .max();
            return OptionalDouble.of(largestPace * growth.orElse((double) size / largest));
        }
        // A endpoint never measured: the slowest of the others at this size.
        return plan.endpoints().stream().map(other -> known(other, size, measured, stored)).filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble).max();
    }

    private static OptionalDouble known(Endpoint endpoint, int size, Paces measured, Paces stored) {
        OptionalDouble pace = measured.nanos(endpoint, size);
        return pace.isPresent() ? pace : stored.nanos(endpoint, size);
    }
}
