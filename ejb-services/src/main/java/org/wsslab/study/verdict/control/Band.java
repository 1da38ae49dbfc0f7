package org.wsslab.study.verdict.control;

import java.util.List;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * The band a measured interval is held to: it holds when the whole interval lies inside, differs when
 * the whole interval lies outside, and cannot tell when it straddles an edge, has no interval that
 * survives a rerun, or rests on a noisy cell. {@code low} is exclusive when {@code strict} (an ordering:
 * dearer means more than 1×, and an exact 1× is not dearer).
 */
record Band(double low, double high, boolean strict, String published, String tolerance) {

    static final double NONE = Double.POSITIVE_INFINITY;

    /** "dearer costs more": the ratio dearer ÷ cheaper above 1. */
    static Band above(double bound, String published) {
        return new Band(bound, NONE, true, published, "above " + Tolerances.fmt(bound) + "× (an ordering: no tolerance)");
    }

    /** A ratio of about {@code value}, ± pct. */
    static Band around(double value, double pct, String published, String tolerance) {
        return new Band(value / (1 + pct / 100), value * (1 + pct / 100), false, published, tolerance);
    }

    /** The check of this figure against the band, made inconclusive by the noisy cells it rests on, if any. */
    Check check(String figure, Estimate measured, List<String> noisy) {
        if (measured == null) {
            return new Check(figure, null, published, tolerance, Verdict.INCONCLUSIVE, "not measured by the runs read");
        }
        if (!measured.hasInterval()) {
            return new Check(figure, measured, published, tolerance, Verdict.INCONCLUSIVE, measured.basis());
        }
        Verdict verdict;
        String reason;
        boolean inside = (strict ? measured.low() > low : measured.low() >= low) && measured.high() <= high;
        boolean outside = measured.low() > high || (strict ? measured.high() <= low : measured.high() < low);
        if (inside) {
            verdict = Verdict.HOLDS;
            reason = "the interval lies inside the band";
        } else if (outside) {
            verdict = Verdict.DIFFERS;
            reason = "the interval lies outside the band";
        } else {
            verdict = Verdict.INCONCLUSIVE;
            reason = "the interval straddles the band's edge";
        }
        if (verdict != Verdict.INCONCLUSIVE && !noisy.isEmpty()) {
            return new Check(figure, measured, published, tolerance, Verdict.INCONCLUSIVE, "it would " + (verdict == Verdict.HOLDS
                    ? "hold" : "differ") + ", but a cell it rests on ran on a busy machine: " + String.join("; ", noisy));
        }
        return new Check(figure, measured, published, tolerance, verdict, reason);
    }

    String words() {
        return "[" + Tolerances.fmt(round(low)) + ", " + (high == NONE ? "∞" : Tolerances.fmt(round(high))) + "]";
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
