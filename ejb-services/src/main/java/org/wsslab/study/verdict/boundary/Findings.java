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
import java.util.Optional;
import java.util.function.Function;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.store.control.SampleStore;
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
import org.wsslab.study.verdict.control.Replicate;
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

    @EJB
    Groups groups;

    @EJB
    SampleStore samples;

    @Inject
    ReadReplicates kept;

    /** Every finding of the study with claims, in the study's order, judged over its newest reproductions. */
    public List<Finding> ofStudy(String studyId) {
        Study study = studies.study(studyId);
        List<GroupSummary> made = groups.ofStudy(study.id());
        List<Finding> findings = new ArrayList<>();
        // Items share presets: each group's runs are read once, however many findings read them.
        Map<String, Measurements> read = new HashMap<>();
        for (StudyItem item : judged(study)) {
            Map<String, RoleEvidence> byRole = new LinkedHashMap<>();
            item.runs().forEach(role -> newest(study, made, role.preset()).ifPresent(group -> byRole.put(role.role(),
                    evidence(role.role(), role.preset(), group, read))));
            findings.add(FindingJudge.judge(study, item, byRole));
        }
        return findings;
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
        List<Run> completed = completed(groups.runsOf(name));
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
            measured = measured == null ? Measurements.of(replicates.stream().map(this::replicate).toList()) : measured;
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

    /** A role read from a Reproduce group's completed runs, read once per group into {@code read}. */
    private RoleEvidence evidence(String role, String preset, GroupSummary group, Map<String, Measurements> read) {
        List<Run> completed = completed(groups.runsOf(group.name()));
        Measurements measured = read.computeIfAbsent(group.name(),
                name -> Measurements.of(completed.stream().map(this::replicate).toList()));
        return new RoleEvidence(new RoleRuns(role, preset, group.name(), completed.stream().map(Run::getId).toList(),
                "scaled".equals(group.reproduces().scale()), "the newest reproduction of preset " + preset), measured);
    }

    /** The newest group of the study made for an item's role that uses this preset, with a completed run. */
    private static Optional<GroupSummary> newest(Study study, List<GroupSummary> made, String preset) {
        return made.stream().filter(group -> group.completed() > 0 && study.item(group.reproduces().item())
                .flatMap(item -> item.runs().stream().filter(run -> run.role().equals(group.reproduces().role())).findFirst())
                .map(run -> run.preset().equals(preset)).orElse(false)).findFirst();
    }

    /** The findings with claims the lab can judge: runnable findings. */
    private static List<StudyItem> judged(Study study) {
        return study.items().stream().filter(item -> item.kind() == ItemKind.FINDING && item.runnable() && !item.claims().isEmpty())
                .toList();
    }

    /** Completed runs, oldest first (a group lists them newest first). */
    private static List<Run> completed(List<Run> listed) {
        return listed.reversed().stream().filter(run -> run.getStatus() == RunStatus.COMPLETED).toList();
    }

    /** A completed run as a verdict reads it, from the database the first time only ({@link ReadReplicates}). */
    private Replicate replicate(Run run) {
        return kept.of(run.getId(), () -> read(run));
    }

    private Replicate read(Run run) {
        long id = run.getId();
        boolean sessions = run.getSequences().isPresent();
        return new Replicate(run, runs.summary(id), run.getRounds().isPresent() ? samples.byCell(run) : List.of(), runs.sequences(id),
                sessions ? runs.sequenceTotals(id) : List.of(), sessions ? runs.samples(id) : List.of(), runs.growth(id));
    }
}
