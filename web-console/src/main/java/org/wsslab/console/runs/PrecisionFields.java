package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.entity.Precision;

/**
 * The new-run form's precision rule, as typed: a run of fixed calls becomes one that takes calls until
 * each cell's median is known to ± this percentage, at most so many calls per cell. An empty precision
 * is a run of the fixed calls.
 */
public class PrecisionFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String precision = "";
    private String maxCalls = String.valueOf(Precision.DEFAULT_MAX_CALLS);

    /** The rule typed; null when the precision is left empty (a run of the fixed calls). */
    Precision rule() {
        Double pct = FormNumbers.decimal("mode.precision.pct", precision);
        Integer most = FormNumbers.single("mode.precision.max_calls", maxCalls);
        return pct == null ? null : new Precision(pct, most == null ? Precision.DEFAULT_MAX_CALLS : most, Precision.DEFAULT_MIN_CALLS);
    }

    /** These fields as in {@code typed}, those set aside (component ids) left empty: no precision, the API's most calls. */
    void takeAside(PrecisionFields typed, Set<String> aside) {
        precision = aside.contains("precision") ? "" : typed.precision;
        maxCalls = aside.contains("maxCalls") ? "" : typed.maxCalls;
    }

    public String getPrecision() {
        return precision;
    }

    public void setPrecision(String precision) {
        this.precision = precision;
    }

    public String getMaxCalls() {
        return maxCalls;
    }

    public void setMaxCalls(String maxCalls) {
        this.maxCalls = maxCalls;
    }
}
