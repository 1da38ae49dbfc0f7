package org.wsslab.run.entity;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;

/**
 * What a run measures, as a group of replicates compares runs: two runs are replicates of one request
 * exactly when these are equal. Everything that changes what a cell's numbers mean is here (cells,
 * calls, warm-up, order, workload, mode, clients, the target called: another server is another placement, and the
 * priming: a primed server is another state to measure); the label, the seed and the times are not.
 */
public record MeasuredRequest(List<String> endpoints, List<String> suites, List<Integer> sizes, int calls, int warmup, String order,
        String workload, String mode, List<Integer> clients, String rounds, String target, String priming) {

    /**
     * The one place a run's request is read for comparison: a field a run's plan gains is added here,
     * and every group compares it. A paired run's rounds read "r rounds, s settle" ("none" otherwise).
     */
    public static MeasuredRequest of(Run run) {
        return new MeasuredRequest(run.getEndpoints().stream().map(Endpoint::id).toList(),
                run.getSuites().stream().map(AlgorithmSuite::assertion).toList(), run.getSizes(), run.getCallsPerCell(),
                run.getWarmupCalls(), run.getOrder().id(), run.getWorkload().toString(),
                run.getMode().map(Object::toString).orElse("fixed"), run.getClients(),
                run.getRounds().map(r -> r.count() + " rounds, " + r.settle() + " settle").orElse("none"), run.getTarget(),
                Priming.describe(run.getPriming()));
    }

    /** The fields in which {@code other} differs from this one, by their names in the API; empty when it is the same request. */
    public List<String> differences(MeasuredRequest other) {
        List<String> differ = new ArrayList<>();
        if (!endpoints.equals(other.endpoints) || !suites.equals(other.suites)) {
            differ.add("mechanisms/suites");
        }
        if (!sizes.equals(other.sizes)) {
            differ.add("sizes");
        }
        if (calls != other.calls) {
            differ.add("calls");
        }
        if (warmup != other.warmup) {
            differ.add("warmup");
        }
        if (!order.equals(other.order)) {
            differ.add("order");
        }
        if (!workload.equals(other.workload)) {
            differ.add("shape/direction/service_work");
        }
        if (!mode.equals(other.mode)) {
            differ.add("mode");
        }
        if (!clients.equals(other.clients)) {
            differ.add("clients");
        }
        if (!rounds.equals(other.rounds)) {
            differ.add("rounds/settle");
        }
        if (!target.equals(other.target)) {
            differ.add("target");
        }
        if (!priming.equals(other.priming)) {
            differ.add("priming");
        }
        return differ;
    }

    /** In words, for a refusal: "endpoints [plain, …] at sizes [100], 2 calls and 0 warm-up per cell, order blocks-gc, …". */
    @Override
    public String toString() {
        return "endpoints " + endpoints + " at sizes " + sizes + ", " + calls + " calls and " + warmup + " warm-up per cell, order "
                + order + ", workload " + workload + ", mode " + mode + ", clients " + clients + ", rounds " + rounds + ", target "
                + target + ", priming " + priming;
    }
}
