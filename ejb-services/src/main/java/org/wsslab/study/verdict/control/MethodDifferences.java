package org.wsslab.study.verdict.control;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * The differences of method a reader of a verdict must keep in mind: the study's stack, machine,
 * placement, warm-up, clock and counts beside the lab's, and what the lab only approximates of the
 * mechanisms the item's claims name. Absolute milliseconds are never compared: the machines differ.
 */
final class MethodDifferences {

    static final String LAB_METHOD = "the lab's client runs in the server's JVM on the same machine and times each call with"
            + " System.nanoTime(); warm-up and settle calls are stored but not counted; cells are compared as ratios measured side by"
            + " side (paired rounds, sessions in turn or replicates), never as milliseconds";

    private MethodDifferences() {
    }

    /** The differences for the item; {@code stack} the lab's as its runs recorded it (null: no run read). */
    static List<String> of(Study study, StudyItem item, String stack) {
        List<String> differences = new ArrayList<>();
        differences.add("stack: the study's " + study.stack() + "; the lab's " + (stack == null ? "as its runs record it (none read yet)"
                : stack));
        differences.add("machine: the study's " + study.machine() + "; its milliseconds are compared only as ratios between its own"
                + " cells");
        JsonObject method = study.method();
        for (String key : List.of("placement", "warmup", "clock", "counts", "statistic")) {
            if (method.containsKey(key)) {
                differences.add((key.equals("warmup") ? "warm-up" : key) + ": the study's " + method.getString(key));
            }
        }
        differences.add("the lab: " + LAB_METHOD);
        Set<String> named = cells(item);
        study.mechanisms().getValuesAs(JsonObject.class).stream()
                .filter(mapping -> mapping.containsKey("approximation") && named.contains(mapping.getString("lab", "")))
                .forEach(mapping -> differences.add(mapping.getString("lab") + " for the study's \"" + mapping.getString("study") + "\": "
                        + mapping.getString("approximation")));
        differences.addAll(study.approximations());
        return differences;
    }

    /** Every mechanism the item's claims name (a suite after a slash set aside). */
    private static Set<String> cells(StudyItem item) {
        Set<String> named = new LinkedHashSet<>();
        for (JsonObject claim : item.claims()) {
            claim.forEach((field, value) -> {
                if (value instanceof JsonString name) {
                    named.add(name.getString().split("/")[0]);
                } else if (value.getValueType() == jakarta.json.JsonValue.ValueType.ARRAY) {
                    value.asJsonArray().stream().filter(JsonString.class::isInstance)
                            .forEach(name -> named.add(((JsonString) name).getString().split("/")[0]));
                }
            });
        }
        return named;
    }
}
