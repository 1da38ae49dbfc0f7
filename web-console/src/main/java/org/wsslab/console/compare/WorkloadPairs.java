package org.wsslab.console.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.run.RunResults;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Overhead;
import org.wsslab.workload.entity.Workload;

/**
 * Runs of the same mechanisms under different workloads side by side (001's books read from a database
 * beside books made in memory, 000's echo beside Employee Details): their cells share no size that means
 * the same, so the delta table has nothing to compare, but each workload gives a mechanism a factor over
 * its own run's plain, and those factors compare. Cells pair by size where every run has the same shape
 * (a size is then the same payload), else by rank of size where every run has as many sizes (000's one
 * size per run); otherwise not at all, and {@link #how()} says why.
 */
public final class WorkloadPairs {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /**
     * One mechanism at one paired size: per run the size (its workload's label), the statistic in ms, its
     * overhead over that run's plain (with its interval); per later run how its factor over plain compares
     * with the reference's (factor ÷ factor; null where either is unknown).
     */
    public record Pair(Endpoint endpoint, List<Integer> sizes, List<String> sizeLabels, List<Double> millis, List<Overhead> overheads,
            List<Double> factorChanges) {

        public String mechanism() {
            return endpoint.id();
        }

        /** Each run's factor over plain, "4.00× [3.90, 4.10]". */
        public List<String> factors() {
            return overheads.stream().map(WorkloadPairs::times).toList();
        }

        /** Each later run's factor over the reference's, "0.52×". */
        public List<String> changes() {
            return factorChanges.stream().map(change -> change == null ? Figures.NONE : Figures.number(change, 2, false) + "×").toList();
        }
    }

    private final List<Pair> pairs = new ArrayList<>();
    private final String how;
    private final boolean applies;
    private final String workloadsOf;

    private WorkloadPairs(List<Run> runs, List<RunResults> results) {
        List<Workload> workloads = runs.stream().map(Run::getWorkload).toList();
        applies = workloads.stream().distinct().count() > 1;
        workloadsOf = runs.stream().map(run -> "run " + run.getId() + ": " + run.getWorkload()).collect(Collectors.joining("; "));
        if (!applies) {
            how = "";
            return;
        }
        boolean sameShape = workloads.stream().map(Workload::shape).distinct().count() == 1;
        List<List<Integer>> sizes = runs.stream().map(run -> List.copyOf(new TreeSet<>(run.getSizes()))).toList();
        List<List<Integer>> paired = new ArrayList<>();
        if (sameShape) {
            List<Integer> common = new ArrayList<>(sizes.get(0));
            sizes.forEach(common::retainAll);
            common.forEach(size -> paired.add(runs.stream().map(run -> size).toList()));
            how = "The runs measured the same payload shape under different workloads: each mechanism's factor over its own run's"
                    + " plain is paired at each size all of them measured (" + common.size() + ").";
        } else if (sizes.stream().map(List::size).distinct().count() == 1) {
            for (int rank = 0; rank < sizes.get(0).size(); rank++) {
                int at = rank;
                paired.add(sizes.stream().map(of -> of.get(at)).toList());
            }
            how = "The runs measured different payload shapes: each mechanism's factor over its own run's plain is paired by rank of"
                    + " size (the smallest with the smallest), as a size means another payload in each.";
        } else {
            how = "The runs measured different payload shapes with different numbers of sizes ("
                    + sizes.stream().map(of -> String.valueOf(of.size())).collect(Collectors.joining(", "))
                    + "): no size pairs with another, so no mechanism's factors are paired.";
        }
        List<Endpoint> everywhere = runs.get(0).getEndpoints().stream().filter(endpoint -> !endpoint.equals(PLAIN))
                .filter(endpoint -> runs.stream().allMatch(run -> run.getEndpoints().contains(endpoint))).toList();
        for (List<Integer> at : paired) {
            for (Endpoint endpoint : everywhere) {
                List<Overhead> overheads = new ArrayList<>();
                List<Double> millis = new ArrayList<>();
                for (int r = 0; r < runs.size(); r++) {
                    overheads.add(results.get(r).overhead(endpoint, at.get(r)));
                    millis.add(results.get(r).millis(endpoint, at.get(r)));
                }
                List<Double> changes = overheads.subList(1, overheads.size()).stream()
                        .map(later -> later == null || overheads.get(0) == null ? null : factor(later) / factor(overheads.get(0))).toList();
                pairs.add(new Pair(endpoint, at, java.util.stream.IntStream.range(0, runs.size())
                        .mapToObj(r -> workloads.get(r).label(at.get(r))).toList(), millis, overheads, changes));
            }
        }
    }

    /** The pairs of runs compared on the statistic their results show; none when the runs share one workload. */
    static WorkloadPairs of(List<Run> runs, List<RunResults> results) {
        return new WorkloadPairs(runs, results);
    }

    /** Whether the runs differ in workload, so that the page shows this view. */
    public boolean applies() {
        return applies;
    }

    /** What the comparison says of runs of different workloads: they share no cell, and how their factors pair. */
    String sharing(String named) {
        return "The runs (" + named + ") measured different workloads (" + workloadsOf + "): a size means something else in each,"
                + " so they share no cell whose milliseconds compare; their mechanisms' factors over plain do, below.";
    }

    /** How the cells pair, in a sentence (or why none do). */
    public String how() {
        return how;
    }

    public List<Pair> pairs() {
        return pairs;
    }

    private static double factor(Overhead overhead) {
        return 1 + overhead.pct() / 100;
    }

    private static String times(Overhead overhead) {
        if (overhead == null) {
            return Figures.NONE;
        }
        return Figures.number(factor(overhead), 2, false) + "× " + Figures.interval(Figures.number(1 + overhead.ciLow() / 100, 2, false),
                Figures.number(1 + overhead.ciHigh() / 100, 2, false));
    }
}
