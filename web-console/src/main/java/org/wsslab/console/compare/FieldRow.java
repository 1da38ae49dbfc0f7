package org.wsslab.console.compare;

import java.util.List;

/**
 * One field of the runs' parameters or environment: whether the runs disagree on it, and whether
 * it is one that differs between any two runs anyway (EnvironmentFields.VARY_PER_RUN).
 */
public record FieldRow(String field, List<String> values, boolean differs, boolean variesPerRun) {

    /** What a reader should look at: a disagreement on a field that should agree. */
    public String marking() {
        return variesPerRun ? "varies" : differs ? "differs" : "same";
    }
}
