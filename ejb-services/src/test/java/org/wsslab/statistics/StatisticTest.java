package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The statistics over a sample and over a resample of it. The resample is checked against the naive
 * way: replay the same draws, collect the drawn values, sort them, take the middle (or sum them).
 */
class StatisticTest {

    @Test
    void meanAndMedianOfSmallSets() {
        assertEquals(20.0, Statistic.MEAN.of(new long[]{30, 10, 20}));
        assertEquals(20.0, Statistic.MEDIAN.of(new long[]{30, 10, 20}));
        assertEquals(25.0, Statistic.MEDIAN.of(new long[]{40, 10, 30, 20}));
        assertEquals(7.0, Statistic.MEDIAN.of(new long[]{7}));
    }

    @Test
    void leavesItsInputUnchanged() {
        long[] values = {5, 3, 9, 1, 7, 2};
        Statistic.MEDIAN.of(values);
        assertArrayEquals(new long[]{5, 3, 9, 1, 7, 2}, values);
    }

    @Test
    void noValuesHaveNoStatistic() {
        assertThrows(IllegalArgumentException.class, () -> Statistic.MEAN.of(new long[0]));
        assertThrows(IllegalArgumentException.class, () -> Statistic.MEDIAN.of(new long[0]));
    }

    @Test
    void resampleStatisticsAreThoseOfTheDrawnValues() {
        SplittableRandom data = new SplittableRandom(11);
        for (int n : new int[]{1, 2, 3, 4, 10, 11, 100, 101}) {
            long[] sorted = new long[n];
            for (int i = 0; i < n; i++) {
                sorted[i] = 1_000_000 + data.nextInt(50) * 1_000L; // few distinct values: many ties
            }
            Arrays.sort(sorted);
            for (long seed = 0; seed < 50; seed++) {
                long[] drawn = new long[n];
                SplittableRandom replay = new SplittableRandom(seed);
                for (int i = 0; i < n; i++) {
                    drawn[i] = sorted[replay.nextInt(n)];
                }
                Arrays.sort(drawn);
                double median = n % 2 == 1 ? drawn[n / 2] : (drawn[n / 2 - 1] + drawn[n / 2]) / 2.0;
                double mean = Arrays.stream(drawn).sum() / (double) n;

                assertEquals(median, Statistic.MEDIAN.ofResample(sorted, new SplittableRandom(seed), new int[n]),
                        "median, n = " + n + ", seed " + seed);
                assertEquals(mean, Statistic.MEAN.ofResample(sorted, new SplittableRandom(seed), new int[n]),
                        "mean, n = " + n + ", seed " + seed);
            }
        }
    }
}
