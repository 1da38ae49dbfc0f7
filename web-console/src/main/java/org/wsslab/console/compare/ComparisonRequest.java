package org.wsslab.console.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.wsslab.console.run.EnvironmentFields;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.summary.boundary.RunSummarizer;

/**
 * Which runs to compare, as the compare page and the API read them ("3,5": 2 to 6 different run ids,
 * the reference first), and the comparison of those runs.
 */
public record ComparisonRequest(List<Long> ids) {

    public static final int MAX_RUNS = 6;

    private static final String ALLOWED = "give 2 to " + MAX_RUNS
            + " different run ids separated by commas, the reference first, e.g. ids=3,5";

    /** Reads the query parameter {@code ids}, the one reader of it; refuses (at "ids") what names no runs to compare. */
    public static ComparisonRequest parse(String ids) {
        if (ids == null || ids.isBlank()) {
            throw Refusal.at("ids", ALLOWED + ".");
        }
        Set<Long> parsed = new LinkedHashSet<>();
        for (String part : ids.split(",")) {
            try {
                parsed.add(Long.parseLong(part.strip()));
            } catch (NumberFormatException e) {
                throw Refusal.at("ids", "'" + part.strip() + "' is not a run id; " + ALLOWED + ".");
            }
        }
        if (parsed.size() < 2 || parsed.size() > MAX_RUNS) {
            throw Refusal.at("ids", parsed.size() + " different run(s) given; " + ALLOWED + ".");
        }
        return new ComparisonRequest(List.copyOf(parsed));
    }

    /** The first id that is no run, if any. */
    public Optional<Long> missing(Runs runs) {
        return ids.stream().filter(id -> runs.find(id).isEmpty()).findFirst();
    }

    /** The comparison; every id must be a run (see {@link #missing}). */
    public RunComparison compare(Runs runs, ShownStatistic shown) {
        List<RunComparison.Compared> compared = new ArrayList<>();
        for (long id : ids) {
            RunSummarizer comparisons = runs.summarizer(id);
            compared.add(
                    new RunComparison.Compared(runs.summary(id), comparisons, EnvironmentFields.of(comparisons.run(), runs.segments(id))));
        }
        return new RunComparison(compared, shown);
    }
}
