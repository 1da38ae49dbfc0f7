package org.wsslab.study.verdict.control;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;

/**
 * What a run measures with its counts set aside: a run reads as a study's preset when these are
 * equal (docs/verdicts.md). The cells (plain always among them), the sizes (a growth run's start and
 * last size: a scaled growth keeps its last size), the workload, the clients, and a sequences run's
 * lengths (a paired one's number of lengths per size). Counts (calls, warm-up, repeats, a growth's step,
 * a paired run's lengths), the order and the rounds are not: a
 * run with other counts reads as the preset scaled, and its order decides only which interval it has.
 *
 * @param counts the counts, in words, to tell the preset's own from a scaled run's
 */
record PresetShape(Set<String> cells, List<Integer> sizes, String workload, List<Integer> clients, String mode, String counts) {

    static PresetShape of(RunRequest request) {
        List<Endpoint> endpoints = request.mechanisms() == null ? Endpoint.measured(Mechanism.all(), request.suitesOrDefault())
                : Endpoint.measured(request.mechanisms().stream().map(id -> Mechanism.byId(id).orElseThrow()).toList(),
                        request.suitesOrDefault());
        return of(endpoints, request.sizesOrDefault(), request.workload().toString(), request.clientsOrDefault(), request.mode(),
                request.callsOrDefault(), request.warmupOrDefault());
    }

    static PresetShape of(Run run) {
        return of(run.getEndpoints(), run.getSizes(), run.getWorkload().toString(), run.getClients(), run.getMode().orElse(null),
                run.getCallsPerCell(), run.getWarmupCalls());
    }

    private static PresetShape of(List<Endpoint> endpoints, List<Integer> sizes, String workload, List<Integer> clients, RunMode mode,
            int calls, int warmup) {
        Set<String> cells = new TreeSet<>(endpoints.stream().map(Endpoint::id).toList());
        cells.add(Mechanism.PLAIN.endpoint().id());
        String counts = calls + " calls, " + warmup + " warm-up";
        String kind = "fixed";
        List<Integer> measured = sizes;
        if (mode instanceof Growth growth) {
            kind = "growth";
            measured = List.of(growth.start(), growth.size(growth.calls() - 1));
            counts = growth.calls() + " growth calls";
        } else if (mode instanceof Sequences sequences) {
            // A paired run's lengths are counts (a scaled one may shorten them); its sizes, and how many lengths each has, are not.
            kind = "sequences " + (sequences.paired() ? "paired, lengths per size "
                    + sequences.pairSizes().stream().map(size -> sequences.lengthsAt(size).size()).toList() : sequences.lengths());
            counts = (sequences.paired() ? "pairs " + sequences.pairs().stream().map(p -> p.length() + "×" + p.size()).toList() + ", " : "")
                    + sequences.repeats() + " repeats, " + warmup + " warm-up";
        } else if (mode != null) {
            kind = mode.id();
        }
        return new PresetShape(cells, List.copyOf(measured), workload, List.copyOf(clients), kind, counts);
    }

    /** Whether the run measures what the preset measures, counts aside. */
    boolean sameAs(PresetShape preset) {
        return cells.equals(preset.cells) && sizes.equals(preset.sizes) && workload.equals(preset.workload)
                && clients.equals(preset.clients) && mode.equals(preset.mode);
    }
}
