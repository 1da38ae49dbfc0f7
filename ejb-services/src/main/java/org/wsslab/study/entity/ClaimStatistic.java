package org.wsslab.study.entity;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The figure a claim compares (docs/studies.md, "Claims"), and where a run keeps it: in a cell's
 * counted calls, in a sequences run's sessions, on the wire, or in a growth run's series.
 */
public enum ClaimStatistic {
    MEAN("mean round trip", Source.CALLS),
    MEDIAN("median round trip", Source.CALLS),
    BEST("best round trip", Source.CALLS),
    STDDEV("standard deviation of round trips", Source.CALLS),
    SEQUENCE_BEST_TOTAL("session's total time", Source.SESSIONS),
    FIRST_CALL("first call of a session", Source.SESSIONS),
    STARTUP_SUBSEQUENT("first call of a new session (subsequent startup)", Source.SESSIONS),
    STARTUP_INITIAL("first call after a deployment (initial startup)", Source.NONE),
    REQUEST_BYTES("request bytes", Source.WIRE),
    RESPONSE_BYTES("response bytes", Source.WIRE),
    GROWTH_INCREASE("growth factor (mean of the last calls over the least of the first)", Source.GROWTH),
    GROWTH_FIRST_MIN("least of a growth run's first calls", Source.GROWTH),
    GROWTH_LAST_MEAN("mean of a growth run's last calls", Source.GROWTH),
    CONVERGENCE_CALL("call from which the round trip settles: the first at or below the cell's mean (000's definition)",
            Source.CONVERGENCE),
    CONVERGENCE_BAND_CALL("call from which the moving median stays in the band (the lab's robust definition)", Source.CONVERGENCE);

    /**
     * Where a run keeps the figure. CONVERGENCE: a stopped run's cells' convergence (a call number). NONE: the
     * lab does not measure it (an initial startup needs a redeployment per call).
     */
    public enum Source {
        CALLS,
        CONVERGENCE,
        SESSIONS,
        WIRE,
        GROWTH,
        NONE
    }

    private final String words;
    private final Source source;

    ClaimStatistic(String words, Source source) {
        this.words = words;
        this.source = source;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String words() {
        return words;
    }

    public Source source() {
        return source;
    }

    public static Optional<ClaimStatistic> byId(String id) {
        return Arrays.stream(values()).filter(statistic -> statistic.id().equals(id)).findFirst();
    }
}
