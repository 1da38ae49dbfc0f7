package org.wsslab.console.studies;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.wsslab.console.api.PresetRequests;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.console.signin.ConsoleUser;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.study.boundary.ReproducedRole;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.boundary.StudyReproductions;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.console.tables.StudyTableView;
import org.wsslab.study.verdict.boundary.Findings;
import org.wsslab.study.verdict.boundary.StudyTables;

/**
 * Backs runs/studies.xhtml: one study at a time ({@code ?study=004}, the first by default), its method
 * and mappings, and per item whether the lab runs it (with which presets, how long they would take
 * here, its latest reproductions) or why not; its findings with their verdicts; Reproduce queues an item's
 * runs as groups, as the API does.
 */
@Named
@RequestScoped
public class StudiesBacking {

    @Inject
    Studies studies;

    @Inject
    StudyReproductions reproductions;

    @Inject
    Runs runs;

    @Inject
    Groups groups;

    @Inject
    ConsoleUser user;

    @Inject
    Findings judged;

    @Inject
    StudyTables laidOut;

    private final Map<String, Optional<Duration>> prices = new HashMap<>();
    private List<FindingView> findings;
    private List<StudyTableView> tables;
    private String studyId;
    private String scale = Scale.DEFAULT.id();
    private int replicates = 1;

    public List<Study> getStudies() {
        return studies.all();
    }

    public Study getStudy() {
        // Read from the request too: a Reproduce's row is found while the view is restored, before the
        // view parameter has set the field, and must be found in the study shown, not the first one.
        String id = studyId != null ? studyId
                : FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap().get("study");
        return id == null || id.isBlank() ? studies.all().getFirst() : studies.study(id);
    }

    /** The item's runs in words: "cycles (preset cycles)", one per role. */
    public String runs(StudyItem item) {
        return item.runs().stream().map(run -> run.role() + (run.role().equals(run.preset()) ? "" : " (preset " + run.preset() + ")"))
                .collect(Collectors.joining(", "));
    }

    /**
     * How long the item's runs would take on this machine at a scale, priced with the latest stored paces;
     * a dash when unpriced. Items share presets: each is priced once per page.
     */
    public String estimate(StudyItem item, String scaleId) {
        Scale at = Scale.byId(scaleId).orElseThrow();
        Duration total = Duration.ZERO;
        for (ItemRun run : item.runs()) {
            Optional<Duration> priced = prices.computeIfAbsent(run.preset() + " " + at.id(),
                    key -> PresetRequests.estimate(runs, getStudy().preset(run), at));
            if (priced.isEmpty()) {
                return Figures.NONE;
            }
            total = total.plus(priced.get());
        }
        return total.toSeconds() < 120 ? "about " + total.toSeconds() + " s" : "about " + Math.round(total.toSeconds() / 60.0) + " min";
    }

    /** The groups earlier reproduces of the item made, newest first. */
    public List<GroupSummary> reproductions(StudyItem item) {
        return groups.ofItem(getStudy().id(), item.id());
    }

    /** The study's findings judged on its newest reproductions, those that differ first; judged once per render. */
    public List<FindingView> getFindings() {
        if (findings == null) {
            Study study = getStudy();
            findings = FindingView.differsFirst(judged.ofStudy(study.id()), finding -> studies.published(study.id(), finding.item()));
        }
        return findings;
    }

    /** The study's tables and figures in its own layout beside the lab's newest reproduction; filled once per render. */
    public List<StudyTableView> getTables() {
        if (tables == null) {
            tables = laidOut.ofStudy(getStudy().id()).stream().map(StudyTableView::of).toList();
        }
        return tables;
    }

    /** Queues the item's runs as groups and says which; on a refusal says why and queues nothing. */
    public String reproduce(String itemId) {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator can reproduce a study's item.");
            return null;
        }
        try {
            Study study = getStudy();
            StudyItem item = studies.item(study, itemId);
            List<ReproducedRole> made = reproductions.reproduce(study, item, Scale.byId(scale).orElse(Scale.DEFAULT), replicates,
                    PresetRequests::read);
            PageMessages.add(FacesMessage.SEVERITY_INFO, "Queued for " + item.id() + ": " + made.stream()
                    .map(role -> role.role() + " as run" + (role.runs().size() > 1 ? "s " : " ") + role.runs().stream().map(String::valueOf)
                            .collect(Collectors.joining(", ")) + " in group '" + role.group() + "'")
                    .collect(Collectors.joining("; ")) + ".");
        } catch (Refusal refusal) {
            PageMessages.error(refusal.getMessage());
        }
        return null;
    }

    public List<String> getScales() {
        return Arrays.stream(Scale.values()).map(Scale::id).toList();
    }

    public String getStudyId() {
        return studyId;
    }

    public void setStudyId(String studyId) {
        this.studyId = studyId;
    }

    public String getScale() {
        return scale;
    }

    public void setScale(String scale) {
        this.scale = scale;
    }

    public int getReplicates() {
        return replicates;
    }

    public void setReplicates(int replicates) {
        this.replicates = replicates;
    }

    public int getMaxReplicates() {
        return StudyReproductions.MAX_REPLICATES;
    }
}
