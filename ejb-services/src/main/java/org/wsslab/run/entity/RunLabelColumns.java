package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import org.wsslab.lab.LabName;

/**
 * What people say of a run, as RUN's columns hold it: its name and notes (null for none), where an
 * imported run was measured (null for the lab's own; written by the import, {@code run.transfer}) and
 * the lab that measured it ({@code org.wsslab.lab}; an import writes the exporting lab's).
 * Apart from what the run measures: a label changes any time, a measurement never.
 */
@Embeddable
public class RunLabelColumns {

    @Column(name = "NAME", length = RunLabel.MAX_NAME)
    private String name;
    @Column(name = "NOTES", length = RunLabel.MAX_NOTES)
    private String notes;
    @Column(name = "IMPORTED_FROM", length = 1024)
    private String importedFrom;
    @Column(name = "LAB", length = LabName.MAX_LENGTH, nullable = false, updatable = false)
    private String lab;

    protected RunLabelColumns() {
        // for JPA
    }

    /** The columns of a new run of {@code lab}: unnamed. */
    RunLabelColumns(String lab) {
        this.lab = lab;
    }

    /** Names the run and notes about it, or changes them (blank parts: none). */
    void label(RunLabel label) {
        this.name = label.name();
        this.notes = label.notes();
    }

    RunLabel label() {
        return new RunLabel(name, notes);
    }

    String name() {
        return name;
    }

    String notes() {
        return notes;
    }

    String origin() {
        return importedFrom;
    }

    String lab() {
        return lab;
    }
}
