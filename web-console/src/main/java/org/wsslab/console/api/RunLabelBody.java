package org.wsslab.console.api;

import org.wsslab.run.entity.RunLabel;

/**
 * The body of PATCH /runs/{id} as JSON-B reads it: a name, notes or both. A field given (null too:
 * none) replaces the run's; one left out keeps it, so the setters note which were given.
 */
public class RunLabelBody {

    private String name;
    private String notes;
    private boolean named;
    private boolean noted;

    public void setName(String name) {
        this.name = name;
        this.named = true;
    }

    public void setNotes(String notes) {
        this.notes = notes;
        this.noted = true;
    }

    boolean isEmpty() {
        return !named && !noted;
    }

    /** The run's label changed as asked. */
    RunLabel applied(RunLabel now) {
        return RunLabel.of(named ? name : now.name(), noted ? notes : now.notes());
    }
}
