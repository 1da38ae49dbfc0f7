package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.boundary.RunRequest;

/** The new-run form's warm-up, as typed: a number of calls per cell. */
public class WarmupFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String calls = String.valueOf(RunRequest.DEFAULT_WARMUP);

    /** The fixed warm-up calls per cell typed; null when empty (the API's default). */
    Integer calls() {
        return FormNumbers.single("warmup", calls);
    }

    /** These fields as in {@code typed}, those set aside (component ids) left empty (the API's default). */
    void takeAside(WarmupFields typed, Set<String> aside) {
        calls = aside.contains("warmup") ? "" : typed.calls;
    }

    public String getCalls() {
        return calls;
    }

    public void setCalls(String calls) {
        this.calls = calls;
    }
}
