package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.commons.statistics.descriptive.Mean;
import org.wsslab.it.support.LabApi;

/**
 * The two halves of bin/wsslab bench invocations, which restarts the lab k times
 * ({@code bench.invocations}, default 5): the variance that matters on a JVM lives between its
 * invocations (Georges et al. 2007; Kalibera and Jones 2013), and a run's own interval, over the calls
 * of one JVM, cannot see it.
 *
 * <p>{@code -Dbench.phase=measure -Dbench.group=NAME}: in the lab JVM just started, primed as
 * bench setups primes one ({@link BenchRuns#completePrimed}), one run into the group NAME, of kind
 * invocations; its id is the last line printed. Default cells: plain, mutual-certificates,
 * username-symmetric and transport-ssl at 100 B and 1 MB, 100 calls after 100 warm-up
 * ({@code bench.mechanisms}, {@code bench.sizes}, {@code bench.calls}, {@code bench.warmup},
 * {@code bench.order} change them; every invocation must ask the same, or the group refuses it).
 *
 * <p>{@code -Dbench.phase=report -Dbench.group=NAME}: per secured cell the pooled overhead with its
 * between-invocation interval (GET /groups/NAME), the between-invocation CV of the ratio to plain, and
 * beside it the mean half-width of the replicates' own (within-run) 95% intervals, as % of the ratio.
 */
public final class InvocationsBenchmark {

    static final String MECHANISMS = "plain,mutual-certificates,username-symmetric,transport-ssl";
    static final String SIZES = "100,1048576";

    private InvocationsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        String group = System.getProperty("bench.group");
        if ("report".equals(System.getProperty("bench.phase"))) {
            report(api.json("groups/" + URLEncoder.encode(group, StandardCharsets.UTF_8).replace("+", "%20")));
            return;
        }
        String order = System.getProperty("bench.order") == null ? "" : ", \"order\": \"" + System.getProperty("bench.order") + "\"";
        OUT.println(new BenchRuns(api).completePrimed(BenchRuns.cells(SIZES, MECHANISMS),
                ", \"calls\": " + Integer.getInteger("bench.calls", 100) + ", \"warmup\": " + Integer.getInteger("bench.warmup", 100)
                        + order
                        + ", \"group\": \"" + group + "\", \"group_kind\": \"invocations\""));
    }

    private static void report(JsonObject group) {
        OUT.printf(Locale.ROOT, "%nGroup '%s' (%s): runs %s%n%-34s %3s %26s %16s %22s%n", group.getString("name"),
                group.getString("kind_words"), group.getJsonArray("replicate_runs"), "cell", "k", "pooled overhead [95%]",
                "CV between (%)", "within-run ±95% (%)");
        for (JsonObject cell : group.getJsonArray("cells").getValuesAs(JsonObject.class)) {
            // A replicate's own half-width, as % of its ratio to plain: the unit of the CV beside it.
            double[] halfWidths = cell.getJsonArray("replicates").getValuesAs(JsonObject.class).stream()
                    .filter(r -> LabApi.number(r, "overhead_ci_low") != null)
                    .mapToDouble(r -> (LabApi.number(r, "overhead_ci_high") - LabApi.number(r, "overhead_ci_low")) / 2
                            / (100 + LabApi.number(r, "overhead_pct")) * 100)
                    .toArray();
            Double cv = LabApi.number(cell, "cv_pct");
            OUT.printf(Locale.ROOT, "%-34s %3d %26s %16s %22s%n", cell.getString("mechanism") + " @ " + cell.getInt("size") + " B",
                    cell.getInt("k"), String.format(Locale.ROOT, "%+.1f%% [%+.1f, %+.1f]", LabApi.number(cell, "pooled_overhead_pct"),
                            LabApi.number(cell, "pooled_ci_low"), LabApi.number(cell, "pooled_ci_high")),
                    cv == null ? "-" : String.format(Locale.ROOT, "%.1f", cv),
                    halfWidths.length == 0 ? "-" : String.format(Locale.ROOT, "%.1f", Mean.of(halfWidths).getAsDouble()));
        }
        OUT.println("CV between: sd/mean of the invocations' ratios to plain; within-run: the mean of the replicates' own"
                + " 95% half-widths (bootstrap over one run's calls), as % of the ratio. A CV near or above the within-run"
                + " half-width / 1.96 says a single run's interval understates what a rerun in a fresh JVM shows.");
    }
}
