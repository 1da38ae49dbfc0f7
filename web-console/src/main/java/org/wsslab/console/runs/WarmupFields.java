package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.SteadyWarmup;

/**
 * The new-run form's warm-up, as typed: a fixed number of calls per cell, or (in a run of fixed calls)
 * until steady, each cell's warm-up ending once the median of its last windows stops moving
 * ({@link SteadyWarmup}: within ±within_pct % over two windows of window calls, at most max calls).
 * A rule's field left empty takes the API's default (2 %, 10 calls, 300 calls).
 */
public class WarmupFields implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The kinds of warm-up the form offers. */
    static final String CALLS = "calls";
    static final String UNTIL_STEADY = "until-steady";

    private String kind = CALLS;
    private String calls = String.valueOf(RunRequest.DEFAULT_WARMUP);
    private String withinPct = "";
    private String window = "";
    private String max = "";

    /** Whether the warm-up chosen lasts until each cell is steady (else a fixed number of calls). */
    public boolean isUntilSteady() {
        return UNTIL_STEADY.equals(kind);
    }

    /** The fixed warm-up calls per cell typed; null when empty (the API's default). */
    Integer calls() {
        return FormNumbers.single("warmup", calls);
    }

    /** The warm-up until steady typed, each part left empty at the API's default. */
    SteadyWarmup rule() {
        Double pct = FormNumbers.decimal("warmup.until_steady.within_pct", withinPct);
        Integer calls = FormNumbers.single("warmup.until_steady.window", window);
        Integer most = FormNumbers.single("warmup.until_steady.max", max);
        return new SteadyWarmup(pct == null ? SteadyWarmup.DEFAULT_WITHIN_PCT : pct, calls == null ? SteadyWarmup.DEFAULT_WINDOW : calls,
                most == null ? SteadyWarmup.DEFAULT_MAX : most);
    }

    /**
     * These fields as in {@code typed}, those set aside (component ids) left empty (the API's defaults);
     * the kind set aside is the warm-up left out altogether: the fixed calls, at the API's default.
     */
    void takeAside(WarmupFields typed, Set<String> aside) {
        boolean kindAside = aside.contains("warmupKind");
        kind = kindAside ? CALLS : typed.kind;
        calls = kindAside || aside.contains("warmup") ? "" : typed.calls;
        withinPct = aside.contains("steadyWithin") ? "" : typed.withinPct;
        window = aside.contains("steadyWindow") ? "" : typed.window;
        max = aside.contains("steadyMax") ? "" : typed.max;
    }

    public String getKind() {
        return kind;
    }

    public void setKind(String kind) {
        this.kind = kind == null ? CALLS : kind;
    }

    public String getCalls() {
        return calls;
    }

    public void setCalls(String calls) {
        this.calls = calls;
    }

    public String getWithinPct() {
        return withinPct;
    }

    public void setWithinPct(String withinPct) {
        this.withinPct = withinPct == null ? "" : withinPct;
    }

    public String getWindow() {
        return window;
    }

    public void setWindow(String window) {
        this.window = window == null ? "" : window;
    }

    public String getMax() {
        return max;
    }

    public void setMax(String max) {
        this.max = max == null ? "" : max;
    }
}
