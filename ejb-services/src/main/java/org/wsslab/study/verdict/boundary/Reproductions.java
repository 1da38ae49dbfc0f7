package org.wsslab.study.verdict.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.FindingJudge.RoleEvidence;
import org.wsslab.study.verdict.control.Measurements;
import org.wsslab.study.verdict.control.Replicate;
import org.wsslab.study.verdict.entity.RoleRuns;

/**
 * Which runs a study's item is read from: per role, the newest group a Reproduce made for the role's
 * preset (whichever of the study's items it was made for: items share presets), its completed runs as
 * replicates. Findings and tables read the same runs this way; a completed run's calls are read from the
 * database once ({@link ReadReplicates}).
 */
@Stateless
public class Reproductions {

    @EJB
    Runs runs;

    @EJB
    RunViews views;

    @EJB
    Groups groups;

    @EJB
    SampleStore samples;

    @Inject
    ReadReplicates kept;

    /** The groups Reproduce made for the study, newest first. */
    public List<GroupSummary> of(Study study) {
        return groups.ofStudy(study.id());
    }

    /**
     * Per role of the item, what its newest reproduction measured; a role never reproduced is absent.
     * {@code read} keeps each group's measurements by name, so items sharing a preset read it once.
     */
    public Map<String, RoleEvidence> newest(Study study, StudyItem item, List<GroupSummary> made, Map<String, Measurements> read) {
        Map<String, RoleEvidence> byRole = new LinkedHashMap<>();
        item.runs().forEach(role -> newest(study, made, role.preset()).ifPresent(group -> byRole.put(role.role(),
                evidence(role.role(), role.preset(), group, read))));
        return byRole;
    }

    /** The completed runs of a group, oldest first. */
    public List<Run> completed(String group) {
        return completed(groups.runsOf(group));
    }

    /** What completed runs of one request measured, as replicates. */
    public Measurements measured(List<Run> completed) {
        return Measurements.of(completed.stream().map(this::replicate).toList());
    }

    private RoleEvidence evidence(String role, String preset, GroupSummary group, Map<String, Measurements> read) {
        List<Run> completed = completed(group.name());
        Measurements measured = read.computeIfAbsent(group.name(), name -> measured(completed));
        return new RoleEvidence(new RoleRuns(role, preset, group.name(), completed.stream().map(Run::getId).toList(),
                "scaled".equals(group.reproduces().scale()), "the newest reproduction of preset " + preset), measured);
    }

    /** The newest group of the study made for an item's role that uses this preset, with a completed run. */
    private static Optional<GroupSummary> newest(Study study, List<GroupSummary> made, String preset) {
        return made.stream().filter(group -> group.completed() > 0 && study.item(group.reproduces().item())
                .flatMap(item -> item.runs().stream().filter(run -> run.role().equals(group.reproduces().role())).findFirst())
                .map(run -> run.preset().equals(preset)).orElse(false)).findFirst();
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
        return new Replicate(run, runs.summary(id), run.getRounds().isPresent() ? samples.byCell(run) : List.of(), views.sequences(id),
                sessions ? runs.sequenceTotals(id) : List.of(), sessions ? runs.samples(id) : List.of(), views.growth(id),
                views.convergence(id),
                runs.segments(id).stream().findFirst().map(segment -> segment.environment()).orElse(null));
    }
}
