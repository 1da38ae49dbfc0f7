package org.wsslab.study.verdict.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.entity.ItemKind;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.FindingJudge;
import org.wsslab.study.verdict.control.FindingJudge.RoleEvidence;
import org.wsslab.study.verdict.control.Measurements;
import org.wsslab.study.verdict.control.PresetMatch;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;

/**
 * The studies' findings judged against the lab's runs (docs/verdicts.md). Which runs a verdict reads:
 * for a study, per role the newest group a Reproduce made for the role's preset (whichever of the
 * study's items it was made for: items share presets); for a run or a group, the run (or the group's
 * completed runs as replicates) wherever it measures what a preset measures, counts aside. Computed on
 * request from what is stored; a run's summary is the kept one.
 */
@Stateless
public class Findings {

    @Inject
    Studies studies;

    @EJB
    Runs runs;

    @Inject
    Reproductions reproductions;

    /** Every finding of the study with claims, in the study's order, judged over its newest reproductions. */
    public List<Finding> ofStudy(String studyId) {
        Study study = studies.study(studyId);
        List<GroupSummary> made = reproductions.of(study);
        // Items share presets: each group's runs are read once, however many findings read them.
        Map<String, Measurements> read = new HashMap<>();
        return judged(study).stream().map(item -> FindingJudge.judge(study, item, reproductions.newest(study, item, made, read))).toList();
    }

    /**
     * The findings a completed run answers: every role, of any study, whose preset measures what the run
     * measures, counts aside; empty for a run that matches no preset. {@code read} reads a preset's
     * request by the rules of POST /runs (the API's reader).
     */
    public List<Finding> ofRun(long id, Function<JsonObject, RunRequest> read) {
        Run run = runs.stored(id);
        if (run.getStatus() != RunStatus.COMPLETED) {
            throw Refusal.conflict("run " + id + " is " + run.getStatus().name().toLowerCase(java.util.Locale.ROOT)
                    + "; findings are read from a completed run");
        }
        return matching(List.of(run), read, "run " + id);
    }

    /** The findings a group's completed runs answer as replicates, as {@link #ofRun} for one run; empty for a group with none. */
    public List<Finding> ofGroup(String name, Function<JsonObject, RunRequest> read) {
        List<Run> completed = reproductions.completed(name);
        return completed.isEmpty() ? List.of() : matching(completed, read, "group '" + name + "'");
    }

    private List<Finding> matching(List<Run> replicates, Function<JsonObject, RunRequest> read, String what) {
        List<Finding> findings = new ArrayList<>();
        Measurements measured = null;
        for (Study study : studies.all()) {
            List<String> presets = study.presets().values().stream().filter(preset -> PresetMatch.matches(replicates.get(0),
                    read.apply(preset.request(Scale.FULL)))).map(Preset::name).toList();
            if (presets.isEmpty()) {
                continue;
            }
            measured = measured == null ? reproductions.measured(replicates) : measured;
            for (StudyItem item : judged(study)) {
                Map<String, RoleEvidence> byRole = new LinkedHashMap<>();
                for (var role : item.runs()) {
                    if (presets.contains(role.preset())) {
                        Preset preset = study.presets().get(role.preset());
                        boolean own = PresetMatch.sameCounts(replicates.get(0), read.apply(preset.request(Scale.FULL)));
                        byRole.put(role.role(), new RoleEvidence(new RoleRuns(role.role(), role.preset(), null,
                                replicates.stream().map(Run::getId).toList(), !own, what + " measures what preset " + role.preset()
                                        + " measures" + (own ? "" : ", with other counts")),
                                measured));
                    }
                }
                if (!byRole.isEmpty()) {
                    findings.add(FindingJudge.judge(study, item, byRole));
                }
            }
        }
        return findings;
    }

    /** The findings with claims the lab can judge: runnable findings. */
    private static List<StudyItem> judged(Study study) {
        return study.items().stream().filter(item -> item.kind() == ItemKind.FINDING && item.runnable() && !item.claims().isEmpty())
                .toList();
    }
}
