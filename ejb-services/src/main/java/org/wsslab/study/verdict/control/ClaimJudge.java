package org.wsslab.study.verdict.control;

import org.wsslab.study.entity.ClaimStatistic;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * Judges one claim (docs/studies.md, "Claims") against the measurements of the role it reads: each
 * claim comes down to checks of a figure measured side by side (a ratio of two cells, an increment)
 * against a band drawn by {@link Tolerances}, one check per size. Sessions' crossovers and the bytes a
 * mechanism adds are judged by {@link SessionJudge} and {@link BytesJudge}.
 */
public final class ClaimJudge {

    private final JsonObject claim;
    private final Measurements measured;
    private final ClaimStatistic statistic;

    private ClaimJudge(JsonObject claim, Measurements measured) {
        this.claim = claim;
        this.measured = measured;
        this.statistic = ClaimStatistic.byId(claim.getString("statistic", "mean"))
                .orElseThrow(() -> new IllegalArgumentException("unknown statistic " + claim.getString("statistic")));
    }

    /** The claim's verdict over what its role's runs measured. */
    public static ClaimVerdict judge(JsonObject claim, Measurements measured) {
        List<Check> checks = new ClaimJudge(claim, measured).checks();
        if (checks.isEmpty()) {
            // A threshold whose sizes all sit within "about" the threshold, a leader with no other cell: nothing to hold it to.
            checks = List.of(new Check("what the claim compares", null, "—", "—", Verdict.INCONCLUSIVE,
                    "the runs read measure none of the sizes or cells the claim compares"));
        }
        return ClaimVerdict.of(claim, checks);
    }

    private List<Check> checks() {
        return switch (claim.getString("kind")) {
            case "ratio" -> sizes().stream().map(this::ratio).toList();
            case "ordering" -> sizes().stream().map(size -> ordering(claim.getString("cheaper"), claim.getString("dearer"), size)).toList();
            case "similar" -> claim.containsKey("cells") ? similarAcrossSizes() : sizes().stream()
                    .map(size -> similar(claim.getString("a"), claim.getString("b"), size)).toList();
            case "ranking" -> ranking();
            case "leader" -> leader();
            case "threshold" -> threshold();
            case "additivity" -> sizes().stream().map(this::additivity).toList();
            case "crossover" -> new SessionJudge(claim, measured).checks(sizes());
            case "byte-growth" -> new BytesJudge(claim, measured, statistic).checks(sizes());
            case "convergence" -> convergence();
            default -> throw new IllegalArgumentException("unknown claim kind " + claim.getString("kind"));
        };
    }

    private Check ratio(int size) {
        String a = claim.getString("a");
        String b = claim.getString("b", "plain");
        Band band;
        if (claim.containsKey("value")) {
            double value = claim.getJsonNumber("value").doubleValue();
            band = Band.around(value, Tolerances.RATIO_PCT, Tolerances.fmt(value) + "×", Tolerances.ratio());
        } else {
            double low = claim.containsKey("low") ? claim.getJsonNumber("low").doubleValue() : 0;
            double high = claim.containsKey("high") ? claim.getJsonNumber("high").doubleValue() : Band.NONE;
            String published = claim.containsKey("high") ? Tolerances.fmt(low) + "× to " + Tolerances.fmt(high) + "×"
                    : "at least " + Tolerances.fmt(low) + "×";
            band = new Band(low, high, false, published, "the published range itself");
        }
        return band.check(figure(a + " ÷ " + b, size), Ratios.of(units(a, size), units(b, size)), noisy(size, a, b));
    }

    private Check ordering(String cheaper, String dearer, int size) {
        return Band.above(1, dearer + " dearer than " + cheaper).check(figure(dearer + " ÷ " + cheaper, size),
                Ratios.of(units(dearer, size), units(cheaper, size)), noisy(size, cheaper, dearer));
    }

    private Check similar(String a, String b, int size) {
        return Band.around(1, Tolerances.SIMILAR_PCT, "about the same", Tolerances.similar()).check(figure(a + " ÷ " + b, size),
                Ratios.of(units(a, size), units(b, size)), noisy(size, a, b));
    }

    /** Each cell at each size against itself at the first size: "about the same at 12, 60 and 120 B". */
    private List<Check> similarAcrossSizes() {
        List<Integer> sizes = sizes();
        List<Check> checks = new ArrayList<>();
        for (String cell : strings("cells")) {
            for (int size : sizes.subList(1, sizes.size())) {
                checks.add(Band.around(1, Tolerances.SIMILAR_PCT, "about the same at every size", Tolerances.similar())
                        .check(cell + " at size " + size + " ÷ at size " + sizes.get(0) + ", " + statistic.words(),
                                Ratios.of(units(cell, size), units(cell, sizes.get(0))),
                                Stream.concat(measured.noisy(cell, size).stream(), measured.noisy(cell, sizes.get(0)).stream()).toList()));
            }
        }
        return checks;
    }

    /**
     * The listed cells settle first: each before every cell not listed, by 000's convergence call (the first
     * call at or below the cell's mean), taken per replicate: one run's calls settle once, so only replicates
     * give an interval that survives a rerun.
     */
    private List<Check> convergence() {
        List<String> first = strings("cells");
        ClaimStatistic settles = ClaimStatistic.CONVERGENCE_CALL;
        List<Check> checks = new ArrayList<>();
        for (int size : sizes()) {
            for (String cell : first) {
                measured.cells().stream().filter(other -> !first.contains(other)).forEach(other -> checks.add(
                        Band.above(1, cell + " settles before " + other).check(
                                other + "'s convergence call ÷ " + cell + "'s at size " + size,
                                Ratios.of(measured.units(other, size, settles), measured.units(cell, size, settles)),
                                noisy(size, cell, other))));
            }
        }
        return checks;
    }

    /** Cheapest first: each cell cheaper than the next, at each size. */
    private List<Check> ranking() {
        List<String> order = strings("order");
        List<Check> checks = new ArrayList<>();
        for (int size : sizes()) {
            for (int i = 0; i + 1 < order.size(); i++) {
                checks.add(ordering(order.get(i), order.get(i + 1), size));
            }
        }
        return checks;
    }

    /** At each size the listed cells, and no others, are the dearest: each dearer than every cell not listed. */
    private List<Check> leader() {
        List<Check> checks = new ArrayList<>();
        for (JsonObject at : claim.getJsonArray("dearest").getValuesAs(JsonObject.class)) {
            int size = at.getInt("size");
            List<String> dearest = at.getJsonArray("cells").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
            for (String leader : dearest) {
                measured.cells().stream().filter(cell -> !dearest.contains(cell))
                        .forEach(other -> checks.add(ordering(other, leader, size)));
            }
        }
        return checks;
    }

    /** Below about the size the relation "below" (similar, or that cell the cheaper), above it "above" the cheaper. */
    private List<Check> threshold() {
        String a = claim.getString("a");
        String b = claim.getString("b");
        double at = claim.getInt("size");
        String below = claim.getString("below");
        String above = claim.getString("above");
        List<Check> checks = new ArrayList<>();
        for (int size : sizes()) {
            if (size <= at / Tolerances.THRESHOLD_FACTOR) {
                checks.add("similar".equals(below) ? similar(a, b, size) : ordering(below, other(below, a, b), size));
            } else if (size >= at * Tolerances.THRESHOLD_FACTOR) {
                checks.add(ordering(above, other(above, a, b), size));
            }
        }
        return checks;
    }

    /** The combined cell's increment over plain against the sum of its parts' increments, per unit. */
    private Check additivity(int size) {
        String combined = claim.getString("combined");
        List<String> parts = strings("parts");
        List<String> cells = new ArrayList<>(List.of("plain", combined));
        cells.addAll(parts);
        Measurements.Units[] units = cells.stream().map(cell -> units(cell, size)).toArray(Measurements.Units[]::new);
        Estimate estimate = Ratios.of(units, values -> {
            double sum = 0;
            for (int i = 2; i < values.length; i++) {
                sum += values[i] - values[0];
            }
            return sum > 0 ? (values[1] - values[0]) / sum : Double.NaN;
        });
        return Band.around(1, Tolerances.ADDITIVE_PCT, "the sum of the parts' increments", "within ±"
                + Tolerances.fmt(Tolerances.ADDITIVE_PCT) + "% (Tolerances.ADDITIVE_PCT)")
                .check(figure("(" + combined + " − plain) ÷ Σ(" + String.join(", ", parts) + " − plain)", size), estimate,
                        noisy(size, cells.toArray(String[]::new)));
    }

    private List<Integer> sizes() {
        if (claim.containsKey("sizes")) {
            return claim.getJsonArray("sizes").getValuesAs(jakarta.json.JsonNumber.class).stream().map(n -> n.intValue()).toList();
        }
        // A growth run has no sizes: its figure is the whole series'.
        return statistic.source() == ClaimStatistic.Source.GROWTH ? List.of(0) : measured.sizes();
    }

    private Measurements.Units units(String cell, int size) {
        return measured.units(cell, size, statistic);
    }

    /** The noisy cells a timed figure rests on; none for bytes on the wire, which a busy machine does not change. */
    private List<String> noisy(int size, String... cells) {
        if (statistic.source() == ClaimStatistic.Source.WIRE) {
            return List.of();
        }
        return Stream.of(cells).distinct().flatMap(cell -> measured.noisy(cell, size).stream().map(run -> cell + " in " + run)).toList();
    }

    private String figure(String ratio, int size) {
        return ratio + ", " + statistic.words() + (statistic.source() == ClaimStatistic.Source.GROWTH ? "" : " at size " + size);
    }

    private List<String> strings(String field) {
        return claim.getJsonArray(field).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    private static String other(String one, String a, String b) {
        return one.equals(a) ? b : a;
    }
}
