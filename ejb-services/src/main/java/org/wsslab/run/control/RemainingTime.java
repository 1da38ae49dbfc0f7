package org.wsslab.run.control;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How long a running run still needs: its remaining calls, size by size, at the mean round trip
 * measured so far at that size; a size not reached yet at the largest measured size's pace, scaled
 * by payload (round trips grow about linearly with size beyond a few KB, and a small size's pace
 * would promise a 1 MB cell in seconds).
 */
public final class RemainingTime {

    private RemainingTime() {
    }

    /**
     * @param sizes        the run's sizes, in call order
     * @param callsPerSize calls (warm-up included) of all mechanisms at one size
     * @param done         calls of the plan made
     * @param meanNanosBySize mean round trip of the stored calls at each size reached
     */
    public static Optional<Duration> estimate(List<Integer> sizes, long callsPerSize, long done, Map<Integer, Double> meanNanosBySize) {
        if (meanNanosBySize.isEmpty()) {
            return Optional.empty();
        }
        int largestMeasured = meanNanosBySize.keySet().stream().max(Integer::compare).orElseThrow();
        double nanos = 0;
        for (int i = 0; i < sizes.size(); i++) {
            long start = i * callsPerSize;
            long left = Math.max(0, Math.min(callsPerSize, start + callsPerSize - Math.max(done, start)));
            int size = sizes.get(i);
            Double mean = meanNanosBySize.get(size);
            double pace = mean != null ? mean
                    : meanNanosBySize.get(largestMeasured) * Math.max(1.0, (double) size / largestMeasured);
            nanos += left * pace;
        }
        return Optional.of(Duration.ofNanos((long) nanos));
    }
}
