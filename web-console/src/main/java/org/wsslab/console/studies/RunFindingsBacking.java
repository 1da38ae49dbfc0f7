package org.wsslab.console.studies;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.faces.event.PhaseId;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.wsslab.console.api.PresetRequests;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.run.RequestedRun;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.verdict.boundary.Findings;

/**
 * Backs runs/run.xhtml's "Studies' findings": the findings the run answers where it measures what a
 * study's preset measures (counts aside), those that differ first. Here rather than beside the run
 * page's other beans because it reads the studies (and the API's reader of a preset's request).
 */
@Named
@RequestScoped
public class RunFindingsBacking {

    @Inject
    RequestedRun requested;

    @Inject
    Findings judged;

    @Inject
    Studies studies;

    private List<FindingView> findings;

    /**
     * The findings a completed run answers; none for a run in any other state, without reading it:
     * judging reads every call of the run, which while it runs would take the measuring JVM's time (and
     * a run not completed answers no finding). Judged only when the section is drawn: the page's ajax
     * choices process the whole form, and this section has nothing in it to process.
     */
    public List<FindingView> getFindings() {
        if (FacesContext.getCurrentInstance().getCurrentPhaseId() != PhaseId.RENDER_RESPONSE) {
            return List.of();
        }
        if (findings == null) {
            Run run = requested.run();
            findings = run == null || run.getStatus() != RunStatus.COMPLETED ? List.of()
                    : FindingView.differsFirst(judged.ofRun(run.getId(), PresetRequests::read),
                            finding -> studies.published(finding.study(), finding.item()));
        }
        return findings;
    }
}
