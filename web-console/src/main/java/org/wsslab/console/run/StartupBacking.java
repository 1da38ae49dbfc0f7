package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.StartupView;

/**
 * Backs runs/run.xhtml's "Startup after deployment" (the tag {@code w:startup}): per mechanism the
 * medians of its calls after deployment, on a new session and steady over the repetitions, the ratios
 * paired per repetition with their intervals, and the restarts. Read from the run's kept view
 * (RunViews.startup), there once the run has stopped.
 */
@Named
@RequestScoped
public class StartupBacking {

    /** One mechanism as the page prints it: times in ms (n and errors beside), ratios as "2.31× (1.80–2.96)". */
    public record Row(String mechanism, String deployment, String session, String steady, String deploymentOverSteady,
            String sessionOverSteady, String deploymentOverSession, String restart) {
    }

    @Inject
    RunViews views;

    @Inject
    RequestedRun requested;

    private StartupView view;
    private boolean read;

    /** Whether the run is a startup run (the section is shown, pending until it stops). */
    public boolean isStartup() {
        Run run = requested.run();
        return run != null && run.getStartup().isPresent();
    }

    /** The run's view, or null while it runs and for any other run. */
    public StartupView getView() {
        if (!read && isStartup()) {
            view = views.startup(requested.id()).orElse(null);
            read = true;
        }
        return view;
    }

    public List<Row> getRows() {
        return getView() == null ? List.of() : getView().rows().stream().map(StartupBacking::row).toList();
    }

    private static Row row(StartupView.Row row) {
        return new Row(row.endpoint().id(), times(row.deployment()), times(row.session()), times(row.steady()),
                ratio(row.deploymentOverSteady()), ratio(row.sessionOverSteady()), ratio(row.deploymentOverSession()),
                times(row.restart()));
    }

    /** "12.34 (n 3)", with its failures when there were any. */
    static String times(StartupView.Times times) {
        return Figures.msOfNanos(times.medianNanos()) + " (n " + times.n() + (times.errors() > 0 ? ", " + times.errors() + " failed" : "")
                + ")";
    }

    /** "2.31×", its interval beside it where two or more repetitions gave one. */
    static String ratio(StartupView.Ratio ratio) {
        if (ratio.ratio() == null) {
            return Figures.NONE;
        }
        String mean = Figures.twoDecimals(ratio.ratio()) + "×";
        return ratio.ciLow() == null ? mean
                : mean + " (" + Figures.twoDecimals(ratio.ciLow()) + "–" + Figures.twoDecimals(ratio.ciHigh()) + ")";
    }
}
