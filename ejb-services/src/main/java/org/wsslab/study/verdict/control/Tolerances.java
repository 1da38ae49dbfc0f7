package org.wsslab.study.verdict.control;

/**
 * Every tolerance a verdict uses, in one place, with why it is what it is (docs/verdicts.md quotes
 * them). A verdict never widens an interval to meet one: the measured interval is held against the
 * band a tolerance draws around the study's claim, and a verdict says which tolerance it used.
 */
public final class Tolerances {

    /**
     * "About the same": the two figures' ratio lies within ±10% (0.909× to 1.1×). The studies call
     * differences "about the same" that their own tables put within a tenth of each other (004's SAML
     * authorization over SSL and plain SSL, 001's Basic128 and Basic256), and ten percent is also about
     * the spread of a paired overhead across runs on this machine (docs/results/2026-11-26-rounds.md: CV
     * 4.5–17% between invocations): a tighter band would call the machine's noise a difference.
     */
    public static final double SIMILAR_PCT = 10;

    /**
     * A published ratio ("21.7× plain", "about 80% more", "twice"): the lab's ratio within ±25% of it
     * (value ÷ 1.25 to value × 1.25). The studies give such ratios rounded to one or two figures or read
     * off a chart, on another stack and a machine 3 to 60 times slower, where every fixed cost weighs
     * differently against the work that grows with the payload; a quarter is what "about" can mean there
     * and still separate a claim of 2× from one of 3×. A published range (low to high) is the band itself.
     */
    public static final double RATIO_PCT = 25;

    /**
     * Additivity: the combined mechanism's increment over plain within ±25% of the sum of its parts'
     * increments. A ratio of differences is noisier than a ratio of times (each increment is a
     * difference of two round trips), so it gets the published ratio's band, not the similar one.
     */
    public static final double ADDITIVE_PCT = 25;

    /**
     * A threshold size ("up to about 7 KB"): sizes within a factor 1.5 of it either way are not
     * judged, since "about" leaves them on either side; below it the relation "below" must hold,
     * above it the relation "above".
     */
    public static final double THRESHOLD_FACTOR = 1.5;

    /**
     * A crossover call ("after 46 calls"): the lab's call within a factor 2 of it either way. The call
     * at which two cumulative costs cross moves a lot with the handshake's cost relative to a call's,
     * which differs between stacks; a factor 2 still tells 12 calls from 50.
     */
    public static final double CROSSOVER_FACTOR = 2;

    /**
     * Bytes a mechanism adds: "constant" when they grow by at most 5% of what the payload grows by on
     * the wire (plain's larger message) between the smallest and the largest size (a signature's digest
     * values and a timestamp do not grow with the payload), "growing with the payload" when by at least
     * 20% (encrypted content is base64, a third larger than its clear text); in between the lab cannot
     * tell.
     */
    public static final double CONSTANT_BYTES_SHARE = 0.05;
    public static final double LINEAR_BYTES_SHARE = 0.20;

    private Tolerances() {
    }

    public static String similar() {
        return "about the same: within ±" + fmt(SIMILAR_PCT) + "% (Tolerances.SIMILAR_PCT)";
    }

    public static String ratio() {
        return "within ±" + fmt(RATIO_PCT) + "% of the published ratio (Tolerances.RATIO_PCT)";
    }

    static String fmt(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
