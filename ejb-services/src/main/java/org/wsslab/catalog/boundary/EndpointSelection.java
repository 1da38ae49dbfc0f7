package org.wsslab.catalog.boundary;

import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;

/**
 * Which endpoints a run or a verification asks for, as the user named them: mechanism ids (null:
 * every available mechanism) and suite ids (null: what the asker measures by default, a run the
 * catalog's suite, a verification every suite). {@link Catalog#chosen} turns a checked selection
 * into endpoints.
 */
public record EndpointSelection(List<String> mechanisms, List<String> suites, List<AlgorithmSuite> suitesLeftOut) {

    /** Refuses an empty list, an id given twice and an unknown suite, saying what is allowed. */
    public EndpointSelection check() {
        if (mechanisms != null) {
            if (mechanisms.isEmpty()) {
                throw Refusal.at("mechanisms", "give at least one mechanism id, or leave the field out for all available ones");
            }
            Refusal.ifRepeated("mechanisms", mechanisms);
        }
        if (suites != null) {
            if (suites.isEmpty()) {
                throw Refusal.at("suites", "give at least one algorithm suite, or leave the field out for " + byDefault()
                        + "; allowed are " + suiteIds());
            }
            for (String suite : suites) {
                if (suite == null || AlgorithmSuite.byId(suite).isEmpty()) {
                    throw Refusal.at("suites", "'" + suite + "' is not an algorithm suite; allowed are " + suiteIds()
                            + " (default " + byDefault() + ")");
                }
            }
            Refusal.ifRepeated("suites", suites);
        }
        return this;
    }

    /** The suites named (once {@link #check checked}), or those measured when none are. */
    public List<AlgorithmSuite> suitesOrDefault() {
        return suites == null ? suitesLeftOut : suites.stream().map(id -> AlgorithmSuite.byId(id).orElseThrow()).toList();
    }

    private String byDefault() {
        return suitesLeftOut.equals(AlgorithmSuite.choosable()) ? "every suite each mechanism offers"
                : suitesLeftOut.stream().map(AlgorithmSuite::assertion).collect(Collectors.joining(", "));
    }

    private static String suiteIds() {
        return AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion).collect(Collectors.joining(", "));
    }
}
