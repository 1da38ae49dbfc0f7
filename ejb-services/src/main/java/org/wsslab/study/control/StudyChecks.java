package org.wsslab.study.control;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * What a study's names must mean (docs/studies.md): mechanisms, suites and workloads the catalog's ids,
 * so a renamed catalog entry breaks the study's load and its test, not a reproduce; a scaled preset that
 * changes counts only; claims of known kinds over known cells; published values that resolve, and
 * every figure of reference.json under the study some item's. Each problem is said with its item.
 */
final class StudyChecks {

    static final Set<String> CLAIM_KINDS = Set.of("ratio", "ordering", "similar", "ranking", "leader", "threshold", "crossover",
            "additivity", "byte-growth", "convergence");
    static final Set<String> STATISTICS = Arrays.stream(ClaimStatistic.values()).map(ClaimStatistic::id).collect(Collectors.toSet());
    /** The fields of a claim that name one cell, and those that name a list of them. */
    private static final List<String> CELL = List.of("a", "b", "cheaper", "dearer", "combined", "above");
    private static final List<String> CELLS = List.of("order", "parts", "constant", "linear", "cells");
    /** What a scaled preset may change: counts, never what is measured. */
    private static final Set<String> COUNTS = Set.of("calls", "warmup", "rounds", "settle", "mode");
    /** A mode's counts; a paired sequences run's pairs only as shorter lengths at the same sizes ({@link #scaledPairs}). */
    private static final Set<String> MODE_COUNTS = Set.of("repeats", "calls", "step", "max_calls", "pairs");

    private final List<String> problems = new ArrayList<>();

    /** Every problem of the study against the catalog and the published values; empty when it holds. */
    static List<String> of(Study study, JsonObject reference) {
        StudyChecks checks = new StudyChecks();
        study.presets().values().forEach(preset -> checks.preset(study.id(), preset));
        Set<String> ids = new HashSet<>();
        Set<String> pointed = new HashSet<>();
        for (StudyItem item : study.items()) {
            if (!ids.add(item.id()) || !item.id().startsWith(study.id() + "-")) {
                checks.problems.add(item.id() + ": an item id is the study's id, a dash and a name, once");
            }
            item.claims().forEach(claim -> checks.claim(item.id(), claim));
            item.claims().forEach(claim -> item.runs().stream().filter(run -> run.role().equals(claim.getString("role", ""))).findFirst()
                    .ifPresent(run -> checks.measured(item.id(), claim, study.preset(run).request())));
            item.published().forEach((name, pointer) -> {
                if (!pointer.startsWith(study.publishedIn() + "/") || resolve(reference, pointer) == null) {
                    checks.problems
                            .add(item.id() + ": published " + name + " points at " + pointer + ", no figure of " + study.publishedIn());
                }
                pointed.add(pointer);
            });
        }
        figures(resolve(reference, study.publishedIn()), study.publishedIn())
                .filter(figure -> pointed.stream().noneMatch(p -> figure.equals(p) || figure.startsWith(p + "/")))
                .forEach(figure -> checks.problems.add(study.id() + ": the published figure " + figure + " is no item's"));
        return checks.problems;
    }

    /** The value at a JSON pointer, or null when it points at nothing. */
    static JsonValue resolve(JsonObject reference, String pointer) {
        try {
            return Json.createPointer(pointer).getValue(reference);
        } catch (JsonException nothing) {
            return null;
        }
    }

    /** The figures under a study's part of reference.json: each field, each finding sentence; the source is a citation. */
    private static Stream<String> figures(JsonValue value, String pointer) {
        if (value instanceof JsonObject object) {
            return object.keySet().stream().filter(key -> !key.equals("source"))
                    .flatMap(key -> figures(object.get(key), pointer + "/" + key));
        }
        if (pointer.endsWith("/findings") && value instanceof JsonArray sentences) {
            return Stream.iterate(0, n -> n < sentences.size(), n -> n + 1).map(n -> pointer + "/" + n);
        }
        return Stream.of(pointer);
    }

    private void preset(String study, Preset preset) {
        String where = study + " preset " + preset.name();
        JsonObject request = preset.request();
        strings(request, "mechanisms").filter(id -> Mechanism.byId(id).isEmpty())
                .forEach(id -> problems.add(where + ": mechanism " + id + " is not in the catalog"));
        strings(request, "suites").filter(id -> AlgorithmSuite.byId(id).isEmpty())
                .forEach(id -> problems.add(where + ": suite " + id + " is not one the lab offers"));
        known(where, "shape", request.getString("shape", null), id -> Shape.byId(id).isPresent());
        known(where, "direction", request.getString("direction", null), id -> Direction.byId(id).isPresent());
        known(where, "service_work", request.getString("service_work", null), id -> ServiceWork.byId(id).isPresent());
        preset.scaled().keySet().stream().filter(key -> !COUNTS.contains(key))
                .forEach(key -> problems.add(where + ": scaled changes " + key + "; it may change counts only (" + COUNTS + ")"));
        if (preset.scaled().get("mode") instanceof JsonObject mode) {
            mode.values().stream().map(JsonValue::asJsonObject).flatMap(rule -> rule.keySet().stream())
                    .filter(key -> !MODE_COUNTS.contains(key))
                    .forEach(key -> problems.add(where + ": scaled changes mode's " + key + "; it may change " + MODE_COUNTS));
        }
        JsonObject growth = growth(request);
        if (growth != null && growth(preset.request(Scale.SCALED)) instanceof JsonObject scaled
                && last(growth) != last(scaled)) {
            problems.add(where + ": a scaled growth run must end at the same size (" + last(growth) + "), not " + last(scaled));
        }
        scaledPairs(where, pairs(request), pairs(preset.request(Scale.SCALED)));
    }

    /** A scaled paired sequences run keeps its pairs' sizes, in order, and may only shorten their lengths (a count). */
    private void scaledPairs(String where, JsonArray full, JsonArray scaled) {
        if (full == null && scaled == null || full != null && full.equals(scaled)) {
            return;
        }
        boolean shorter = full != null && scaled != null && full.size() == scaled.size()
                && java.util.stream.IntStream.range(0, full.size()).allMatch(i -> full.getJsonArray(i).getInt(1) == scaled.getJsonArray(i)
                        .getInt(1) && scaled.getJsonArray(i).getInt(0) <= full.getJsonArray(i).getInt(0));
        if (!shorter) {
            problems.add(where + ": a scaled paired sequences run keeps its pairs' sizes, in order, and may only shorten their lengths: "
                    + full + ", not " + scaled);
        }
    }

    /** A paired sequences request's [length, size] pairs; null for any other. */
    private static JsonArray pairs(JsonObject request) {
        return request.get("mode") instanceof JsonObject mode && mode.get("sequences") instanceof JsonObject sequences
                && sequences.get("pairs") instanceof JsonArray pairs ? pairs : null;
    }

    private void claim(String item, JsonObject claim) {
        String kind = claim.getString("kind", "");
        if (!CLAIM_KINDS.contains(kind)) {
            problems.add(item + ": claim kind '" + kind + "' is not one of " + CLAIM_KINDS);
        }
        if (!STATISTICS.contains(claim.getString("statistic", ""))) {
            problems.add(item + ": claim statistic '" + claim.getString("statistic", "") + "' is not one of " + STATISTICS);
        }
        cells(claim).filter(cell -> !isCell(cell))
                .forEach(cell -> problems.add(item + ": " + cell + " names no mechanism (or suite) of the catalog"));
    }

    /** A claim reads only cells and sizes its role's run measures: a claim on a cell no run has could never be judged. */
    private void measured(String item, JsonObject claim, JsonObject request) {
        cells(claim).filter(StudyChecks::isCell).filter(cell -> !measures(request, cell))
                .forEach(cell -> problems.add(item + ": " + cell + " is no cell of the " + claim.getString("role") + " run"));
        List<Integer> sizes = sizes(request);
        Stream<JsonValue> claimed = claim.get("sizes") instanceof JsonArray array ? array.stream() : Stream.empty();
        if (claim.get("dearest") instanceof JsonArray dearest) {
            claimed = Stream.concat(claimed, dearest.getValuesAs(JsonObject.class).stream().map(size -> size.get("size")));
        }
        claimed.map(size -> ((JsonNumber) size).intValue()).filter(size -> !sizes.contains(size))
                .forEach(size -> problems.add(item + ": size " + size + " is not one the " + claim.getString("role") + " run measures"));
    }

    /** The sizes a run of this request measures: a paired sequences run's pairs' (001 Fig 11), those it names, else its shape's default ones. */
    static List<Integer> sizes(JsonObject request) {
        if (pairs(request) instanceof JsonArray pairs) {
            return pairs.getValuesAs(JsonArray.class).stream().map(pair -> pair.getJsonNumber(1).intValue()).distinct().toList();
        }
        return request.get("sizes") instanceof JsonArray given
                ? given.getValuesAs(JsonNumber.class).stream().map(JsonNumber::intValue).toList()
                : Shape.byId(request.getString("shape", Shape.BYTES.id())).orElse(Shape.BYTES).defaultSizes();
    }

    /** Whether a run of this request has the cell: its mechanism asked for (plain always), under a suite it runs. */
    static boolean measures(JsonObject request, String cell) {
        int slash = cell.indexOf('/');
        Mechanism mechanism = Mechanism.byId(slash < 0 ? cell : cell.substring(0, slash)).orElseThrow();
        if (mechanism != Mechanism.PLAIN && request.get("mechanisms") instanceof JsonArray
                && strings(request, "mechanisms").noneMatch(mechanism.id()::equals)) {
            return false;
        }
        AlgorithmSuite suite = slash < 0 ? mechanism.algorithmSuite() : AlgorithmSuite.byId(cell.substring(slash + 1)).orElseThrow();
        List<String> suites = request.containsKey("suites") ? strings(request, "suites").toList()
                : List.of(AlgorithmSuite.DEFAULT.assertion());
        return mechanism.suites().size() == 1 ? suite == mechanism.algorithmSuite()
                : mechanism.suites().contains(suite) && suites.contains(suite.assertion());
    }

    /** Every cell a claim names. */
    private static Stream<String> cells(JsonObject claim) {
        Stream<String> single = CELL.stream().filter(field -> claim.get(field) instanceof JsonString).map(claim::getString)
                .filter(cell -> !cell.equals("similar"));
        Stream<String> lists = CELLS.stream().flatMap(field -> strings(claim, field));
        Stream<String> dearest = claim.get("dearest") instanceof JsonArray array
                ? array.getValuesAs(JsonObject.class).stream().flatMap(size -> strings(size, "cells")) : Stream.empty();
        return Stream.concat(single, Stream.concat(lists, dearest));
    }

    /** A mechanism id, or mechanism/Suite under a suite the lab offers. */
    static boolean isCell(String cell) {
        int slash = cell.indexOf('/');
        return slash < 0 ? Mechanism.byId(cell).isPresent()
                : Mechanism.byId(cell.substring(0, slash)).isPresent() && AlgorithmSuite.byId(cell.substring(slash + 1)).isPresent();
    }

    private void known(String where, String field, String id, Predicate<String> known) {
        if (id != null && !known.test(id)) {
            problems.add(where + ": " + field + " " + id + " is not one the lab has");
        }
    }

    static JsonObject growth(JsonObject request) {
        return request.get("mode") instanceof JsonObject mode ? mode.getJsonObject("growth") : null;
    }

    private static long last(JsonObject growth) {
        return growth.getJsonNumber("start").longValue() + growth.getJsonNumber("step").longValue() * (growth.getInt("calls") - 1L);
    }

    private static Stream<String> strings(JsonObject json, String field) {
        return json.get(field) instanceof JsonArray array ? array.getValuesAs(JsonString.class).stream().map(JsonString::getString)
                : Stream.empty();
    }
}
