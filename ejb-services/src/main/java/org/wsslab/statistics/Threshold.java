package org.wsslab.statistics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The payload size at which one mechanism's figure first moves to one side of another's: 000's
 * "encrypt-only costs about what sign-only costs up to about 7 KB". Figures are a's over b's per size,
 * as a difference with an interval. At each size the interval lies wholly above a band of "about the
 * same" ({@link Side#HIGHER}), wholly below it ({@link Side#LOWER}), or touches it ({@link Side#SAME}).
 * Sizes ascending, the threshold lies between the last size before the first one whose side is
 * {@code HIGHER} or {@code LOWER} and differs from its predecessor's, and that size: where the
 * interval's bound nearer the band (its low end going up, its high end going down) crosses the band's
 * edge, interpolated linearly in the logarithm of the size (the sizes a run measures grow by factors).
 * Exact figures (bytes) are an interval of width nought and a band of width nought: the threshold is
 * where the difference changes sign, or leaves nought.
 *
 * @param below the last size before the threshold, on side {@code from}
 * @param above the first size past it, on side {@code to}
 * @param size where the bound crosses the edge, between {@code below} and {@code above}
 */
public record Threshold(int below, Side from, int above, Side to, double size) {

    /** Where a size's interval lies against the band of "about the same". */
    public enum Side {
        LOWER,
        SAME,
        HIGHER;

        /** The side of an interval [low, high] against the band [lowEdge, highEdge]. */
        public static Side of(double low, double high, double lowEdge, double highEdge) {
            return low > highEdge ? HIGHER : high < lowEdge ? LOWER : SAME;
        }
    }

    /** One size's figure: a's over b's, with its interval (the figure itself when exact); null when not measured. */
    public record AtSize(int size, Double low, Double high) {
    }

    /**
     * The threshold of a's cost over b's: each size's difference in % of b, with its 95% interval,
     * against "about the same" drawn as a ratio within ±{@code samePct}% (b ÷ 1.1 to b × 1.1 for 10),
     * as {@code Band.around} draws it for the studies' verdicts.
     */
    public static Optional<Threshold> ofIntervals(List<AtSize> differences, double samePct) {
        return find(differences, lowEdge(samePct), samePct);
    }

    /** The threshold of exact differences (a's bytes minus b's): where they change sign. */
    public static Optional<Threshold> ofDifferences(List<AtSize> differences) {
        return find(differences, 0, 0);
    }

    /** Each size's side of the band of ±{@code samePct}%, in the sizes' order (null where not measured). */
    public static Side side(AtSize at, double samePct) {
        return at.low() == null ? null : Side.of(at.low(), at.high(), lowEdge(samePct), samePct);
    }

    /** The band's low edge in % of b: b ÷ (1 + pct/100), so that a and b swapped draw the same band. */
    private static double lowEdge(double samePct) {
        return 100 / (1 + samePct / 100) - 100;
    }

    private static Optional<Threshold> find(List<AtSize> differences, double lowEdge, double highEdge) {
        List<AtSize> measured = new ArrayList<>(differences.stream().filter(d -> d.low() != null && d.high() != null).toList());
        measured.sort(Comparator.comparingInt(AtSize::size));
        for (int i = 1; i < measured.size(); i++) {
            AtSize before = measured.get(i - 1);
            AtSize at = measured.get(i);
            Side from = Side.of(before.low(), before.high(), lowEdge, highEdge);
            Side to = Side.of(at.low(), at.high(), lowEdge, highEdge);
            if (to != Side.SAME && to != from) {
                double edge = to == Side.HIGHER ? highEdge : lowEdge;
                double boundBefore = to == Side.HIGHER ? before.low() : before.high();
                double boundAt = to == Side.HIGHER ? at.low() : at.high();
                // boundBefore is on the edge or short of it, boundAt past it: t lies in [0, 1).
                double t = (edge - boundBefore) / (boundAt - boundBefore);
                double size = before.size() * Math.pow((double) at.size() / before.size(), t);
                return Optional.of(new Threshold(before.size(), from, at.size(), to, size));
            }
        }
        return Optional.empty();
    }
}
