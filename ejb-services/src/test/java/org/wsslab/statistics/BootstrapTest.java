package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The interval against a naive bootstrap written out in the test: the same documented draws (sorted
 * copies, one nextInt(n) per value, measured before reference in each resample), every resample
 * materialised and sorted, and the percentiles taken by hand with the type-7 rule of R and numpy.
 */
class BootstrapTest {

    @Test
    void intervalIsThe2Point5thAnd97Point5thPercentileOfTheResampledOverheads() {
        SplittableRandom data = new SplittableRandom(5);
        long[] measured = new long[23];
        long[] reference = new long[30];
        for (int i = 0; i < measured.length; i++) {
            measured[i] = 12_000_000 + data.nextInt(6_000_000);
        }
        for (int i = 0; i < reference.length; i++) {
            reference[i] = 10_000_000 + data.nextInt(4_000_000);
        }
        long seed = 99;
        int resamples = 2_000;

        for (Statistic statistic : Statistic.values()) {
            double[] expected = naiveInterval(measured, reference, statistic, resamples, seed);
            Overhead overhead = Comparison.of(measured, reference, statistic, new Bootstrap(resamples, seed)).orElseThrow();
            assertEquals(expected[0], overhead.ciLow(), 1e-9, statistic.name());
            assertEquals(expected[1], overhead.ciHigh(), 1e-9, statistic.name());
        }
    }

    @Test
    void refusesAnEmptyBootstrap() {
        assertThrows(IllegalArgumentException.class, () -> new Bootstrap(0, 1));
    }

    private static double[] naiveInterval(long[] measured, long[] reference, Statistic statistic, int resamples, long seed) {
        long[] m = measured.clone();
        long[] r = reference.clone();
        Arrays.sort(m);
        Arrays.sort(r);
        SplittableRandom random = new SplittableRandom(seed);
        double[] overheads = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            double ms = naive(draw(m, random), statistic);
            double rs = naive(draw(r, random), statistic);
            overheads[b] = (ms - rs) / rs * 100;
        }
        Arrays.sort(overheads);
        return new double[]{type7(overheads, 0.025), type7(overheads, 0.975)};
    }

    private static long[] draw(long[] sorted, SplittableRandom random) {
        long[] drawn = new long[sorted.length];
        for (int i = 0; i < drawn.length; i++) {
            drawn[i] = sorted[random.nextInt(sorted.length)];
        }
        return drawn;
    }

    private static double naive(long[] values, Statistic statistic) {
        long[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return switch (statistic) {
            case MEAN -> Arrays.stream(v).sum() / (double) n;
            case MEDIAN -> n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
        };
    }

    /** Hyndman-Fan 7: position (n − 1)·p from 0, linear between neighbours. */
    private static double type7(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
