package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Locale;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.summary.boundary.CpuFits;

/**
 * Backs runs/run.xhtml's "CPU per message: alpha and beta" (003 Table 2): a table per side of each
 * mechanism's alpha and beta, plain's absolute and the others' over plain's. Read from the run's kept
 * view (RunViews.cpuFits), there once the run has stopped.
 */
@Named
@RequestScoped
public class CpuFitsBacking {

    /** One mechanism's line on one side as the page prints it; {@code reason} says why a line is missing. */
    public record FitRow(String mechanism, String alpha, String beta, int points, String residual, String reason) {
    }

    /** One side's table: the side, what its lines stand for (secures, unsecures, both) and its rows. */
    public record SideTable(String side, String operation, List<FitRow> rows) {
    }

    @Inject
    RunViews views;

    @Inject
    RequestedRun requested;

    private CpuFits view;

    /** The run's CPU fits, or null while it runs, for a growth or sequences run, or for no run. */
    public CpuFits getView() {
        if (view == null && requested.run() != null) {
            view = views.cpuFits(requested.id()).orElse(null);
        }
        return view;
    }

    /** The client's table, then the server's. */
    public List<SideTable> getSides() {
        CpuFits fits = getView();
        return List.of(CpuFits.Side.values()).stream().map(side -> new SideTable(side.id(), fits.operation(side).id(),
                fits.fits().stream().filter(f -> f.side() == side).map(CpuFitsBacking::row).toList())).toList();
    }

    private static FitRow row(CpuFits.Fit fit) {
        boolean none = fit.line() == null;
        return new FitRow(fit.endpoint().id(), none ? Figures.NONE : Figures.ms(Figures.millis(fit.line().intercept())),
                none ? Figures.NONE : String.format(Locale.ROOT, "%.3g", Figures.millis(fit.line().slope())), fit.points(),
                none ? Figures.NONE : Figures.ms(Figures.millis(fit.residualNanos())), fit.reason() == null ? "" : fit.reason());
    }
}
