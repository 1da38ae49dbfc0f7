package org.wsslab.console.decision;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.stream.Collectors;
import org.wsslab.console.pages.PageErrors;
import org.wsslab.console.run.RequestedRun;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.verification.boundary.Verifications;

/**
 * Backs runs/decision.xhtml?id=5[&amp;size=1024]: a run's cost per mechanism at one size beside what each
 * protects and the newest verification's verdicts. The run's id travels as run.xhtml's does
 * (RequestedRun); the size and the statistic with each choice.
 */
@Named
@RequestScoped
public class DecisionBacking {

    @Inject
    RequestedRun requested;

    @Inject
    Runs runs;

    @Inject
    Verifications verifications;

    private Integer size;
    private ShownStatistic shown = ShownStatistic.MEAN;
    private DecisionView view;

    /** The page's view action: a request for no stored run gets the lab's error page, not a page about run 0. */
    public void load() {
        if (requested.missing()) {
            return;
        }
        if (requested.run().getGrowth().isPresent()) {
            // The run page offers no link here for a growth run; an address typed or kept gets the reason.
            PageErrors.conflict("run " + requested.id() + " is a growth run: one call per size, so no cell whose cost at a size"
                    + " could stand beside protection; its run page shows how its cost grew with the payload");
            return;
        }
        String given = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap().get("size");
        if (given != null && !given.isBlank()) {
            try {
                setSize(Integer.valueOf(given.strip()));
            } catch (NumberFormatException e) {
                PageErrors.badRequest("size: give one of the run's payload sizes (" + requested.run().getSizes().stream()
                        .map(String::valueOf).collect(Collectors.joining(", ")) + "); '" + given.strip() + "' is not a number");
            }
        }
    }

    public Run getRun() {
        return requested.run();
    }

    public long getId() {
        return requested.id();
    }

    public void setId(long id) {
        requested.id(id);
    }

    /** The view, or null (with a message) where the run or the size is not one there is. */
    public DecisionView getView() {
        Run run = requested.run();
        if (view == null && run != null && !run.getSizes().isEmpty()) {
            int chosen = size == null || !run.getSizes().contains(size) ? run.getSizes().get(0) : size;
            view = new DecisionView(new RunResults(run, runs.summary(run.getId()), shown), chosen,
                    AttackMatrix.newestCompleted(verifications).orElse(null));
        }
        return view;
    }

    public Integer getSize() {
        return getView() == null ? size : getView().size();
    }

    public void setSize(Integer size) {
        this.size = size;
        this.view = null;
    }

    public ShownStatistic getShown() {
        return shown;
    }

    public void setShown(ShownStatistic shown) {
        this.shown = shown == null ? ShownStatistic.MEAN : shown;
        this.view = null;
    }

    public ShownStatistic[] getShownChoices() {
        return new ShownStatistic[]{ShownStatistic.MEAN, ShownStatistic.MEDIAN};
    }
}
