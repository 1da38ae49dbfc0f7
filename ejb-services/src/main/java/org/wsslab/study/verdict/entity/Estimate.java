package org.wsslab.study.verdict.entity;

/**
 * A figure the lab measured for a check, with the 95% interval it rests on: a ratio of two cells (×),
 * a call number, a share of bytes. {@code low} and {@code high} are null where no interval that survives
 * a rerun exists (one run, not paired); an exact figure (bytes on the wire) has both equal to it.
 *
 * @param value the figure
 * @param low   the interval's lower bound, or null
 * @param high  its upper bound, or null
 * @param units how many units (rounds, repeats, replicates) it pools; 1 for an exact figure
 * @param basis what the interval is across, in words ("10 paired rounds of run 12")
 */
public record Estimate(double value, Double low, Double high, int units, String basis) {

    /** A figure without spread: the same in every unit (a message's bytes). */
    public static Estimate exact(double value, String basis) {
        return new Estimate(value, value, value, 1, basis);
    }

    /** A figure from one unit only: no interval survives a rerun. */
    public static Estimate single(double value, String basis) {
        return new Estimate(value, null, null, 1, basis);
    }

    public boolean hasInterval() {
        return low != null && high != null;
    }
}
