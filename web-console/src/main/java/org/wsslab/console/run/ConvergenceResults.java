package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.Convergence;

/**
 * What the run page shows of a stopped run's convergence (000 Table 4–5, Fig 8–9): a row per cell
 * with the call it settles at by each definition, and every cell's round trip against call number,
 * overlaid, with its moving median. Times in milliseconds.
 */
public final class ConvergenceResults {

    /** Most points a cell draws: above it each point is the mean of consecutive calls (as the growth chart's). */
    static final int MAX_POINTS = 1_000;

    /** A cell's row; the calls are numbers from 1, {@link #NEVER} where the robust definition finds none. */
    public record Row(String mechanism, String size, int clients, int calls, int counted, int failed, String mean, String meanCall,
            String median, String bandCall) {
    }

    /** The robust call of a cell whose moving median never stays in the band. */
    public static final String NEVER = "never";

    private final Run run;
    private final Convergence convergence;

    public ConvergenceResults(Run run, Convergence convergence) {
        this.run = run;
        this.convergence = convergence;
    }

    public List<Row> rows() {
        return convergence.cells().stream().map(cell -> new Row(cell.endpoint().id(), run.getWorkload().label(cell.size()),
                cell.clients(), cell.calls(), cell.counted(), cell.failed(), Figures.msOfNanos(cell.meanNanos()),
                cell.meanCall() == null ? Figures.NONE : String.valueOf(cell.meanCall()), Figures.msOfNanos(cell.medianNanos()),
                cell.bandCall() == null ? (cell.calls() == 0 ? Figures.NONE : NEVER) : String.valueOf(cell.bandCall()))).toList();
    }

    /** Each cell's calls as points and its moving median as a line, on a log axis: a first call can be a hundred times the rest. */
    public String chart() {
        int longest = convergence.cells().stream().mapToInt(Convergence.Cell::calls).max().orElse(0);
        int per = Math.max(1, (longest + MAX_POINTS - 1) / MAX_POINTS);
        boolean sizes = run.getSizes().size() > 1 || run.getClients().size() > 1;
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (Convergence.Cell cell : convergence.cells()) {
            String label = cell.endpoint().id() + (sizes ? " · " + run.getWorkload().label(cell.size())
                    + (cell.clients() > 1 ? " · " + cell.clients() + " clients" : "") : "");
            long[] rtt = cell.rttNanos();
            double[] moving = Convergence.movingMedian(rtt);
            JsonArrayBuilder calls = Json.createArrayBuilder();
            JsonArrayBuilder medians = Json.createArrayBuilder();
            for (int from = 0; from < rtt.length; from += per) {
                int to = Math.min(rtt.length, from + per);
                double sum = 0;
                for (int k = from; k < to; k++) {
                    sum += rtt[k];
                }
                calls.add(point(from + 1, sum / (to - from)));
                medians.add(point(from + 1, moving[from]));
            }
            datasets.add(ChartJson.dataset(cell.endpoint(), calls).add("label", label).add("showLine", false).add("pointRadius", 2));
            datasets.add(ChartJson.dataset(cell.endpoint(), medians).add("label", label + " moving median").add("pointRadius", 0));
        }
        String title = "RTT against call number, warm-up included, with the moving median of " + Convergence.WINDOW + " calls"
                + (per > 1 ? " (each point the mean of " + per + " calls)" : "") + " · run " + run.getId();
        return ChartJson.config("line", null, datasets, ChartJson.axis("linear", "call number"), ChartJson.logAxis("RTT (ms)"), title);
    }

    private static JsonObjectBuilder point(int call, double nanos) {
        return Json.createObjectBuilder().add("x", call).add("y", Figures.millis(nanos));
    }
}
