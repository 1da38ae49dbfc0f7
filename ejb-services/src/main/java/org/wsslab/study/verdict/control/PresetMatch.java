package org.wsslab.study.verdict.control;

import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Run;

/** Whether a run measures what a study's preset measures (counts aside), and with the preset's own counts ({@link PresetShape}). */
public final class PresetMatch {

    private PresetMatch() {
    }

    public static boolean matches(Run run, RunRequest preset) {
        return PresetShape.of(run).sameAs(PresetShape.of(preset));
    }

    /** Whether the run's counts are the preset's own (the study's), not scaled or a user's. */
    public static boolean sameCounts(Run run, RunRequest preset) {
        return PresetShape.of(run).counts().equals(PresetShape.of(preset).counts());
    }
}
