package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.BytesOverPlain;

/**
 * Backs runs/run.xhtml's "Bytes over plain": per mechanism and size what it adds to plain's bytes on the
 * wire (and that as a multiple of plain's), and its fitted constant and slope. Read from the run's kept
 * view (RunViews.bytesOverPlain), there once the run has stopped; a growth run's sizes are those its
 * series probed the wire at.
 */
@Named
@RequestScoped
public class BytesOverPlainBacking {

    /** One mechanism's fit as the page prints it. */
    public record FitRow(String mechanism, String constant, String slope, int sizes) {
    }

    @Inject
    RunViews views;

    @Inject
    RequestedRun requested;

    private BytesOverPlain view;

    /** The run's bytes over plain, or null while it runs, for no run, or for a growth run without wire points. */
    public BytesOverPlain getView() {
        Run run = requested.run();
        if (view == null && run != null) {
            // A growth run stored before its series was probed has no points: no section rather than an empty one.
            view = views.bytesOverPlain(requested.id()).filter(v -> !v.rows().isEmpty() || run.getGrowth().isEmpty()).orElse(null);
        }
        return view;
    }

    /** "+2,412 B (1.84×)" per mechanism and size. */
    public ResultTable getTable() {
        Run run = requested.run();
        List<ResultTable.Row> rows = new ArrayList<>();
        List<Integer> sizes = getSizes();
        for (Endpoint endpoint : run.getEndpoints()) {
            List<String> cells = sizes.stream().map(size -> cell(endpoint, size).map(row -> String.format(Locale.ROOT,
                    "%s B (%s×)", Figures.number(row.overPlain(), 0, true), Figures.twoDecimals(row.timesPlain()))).orElse(Figures.NONE))
                    .toList();
            if (cells.stream().anyMatch(c -> !c.equals(Figures.NONE))) {
                rows.add(new ResultTable.Row(endpoint.id(), cells));
            }
        }
        return new ResultTable("bytes on the wire over plain's (request + response; × plain's)", run.getWorkload().shape(),
                sizes, rows);
    }

    /** Whether the run is a growth run: its rows are its wire probes along the series, not its cells. */
    public boolean isGrowth() {
        return requested.run() != null && requested.run().getGrowth().isPresent();
    }

    /** The table's sizes: the run's, or a growth run's sizes probed along its series. */
    private List<Integer> getSizes() {
        if (!isGrowth()) {
            return requested.run().getSizes();
        }
        return getView().rows().stream().map(BytesOverPlain.Row::size).distinct().sorted().toList();
    }

    /** Each mechanism's constant (B) and slope (B per unit of size), "–" with fewer than two sizes. */
    public List<FitRow> getFits() {
        return getView().fits().stream().map(fit -> new FitRow(fit.endpoint().id(),
                fit.line() == null ? Figures.NONE : Figures.number(fit.line().intercept(), 0, true),
                fit.line() == null ? Figures.NONE : Figures.number(fit.line().slope(), 3, true), fit.sizes())).toList();
    }

    /** What a size counts ("bytes", "records"): the slope's unit. */
    public String getUnit() {
        return requested.run().getWorkload().shape().unit();
    }

    private Optional<BytesOverPlain.Row> cell(Endpoint endpoint, int size) {
        return getView().rows().stream().filter(r -> r.endpoint().equals(endpoint) && r.size() == size).findFirst();
    }
}
