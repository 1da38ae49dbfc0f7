package org.wsslab.console.decision;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.pages.Times;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Overhead;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;

/**
 * The architect's question on one page: per payload size, what each mechanism of a run costs (its
 * overhead over plain with its interval) beside what it protects (the catalog's claims) and how it
 * stood up to the attacks of the newest verification (its verdicts, counted per outcome). The chart
 * puts cost against protection: overhead across, attacks refused up.
 */
public final class DecisionView {

    /** One mechanism at the chosen size; {@code verdicts} empty where no verification tried it. */
    public record Row(Endpoint endpoint, Overhead overhead, Double millis, String authentication, String integrity,
            String confidentiality, Map<Outcome, Integer> verdicts) {

        public String mechanism() {
            return endpoint.id();
        }

        public String ms() {
            return Figures.ms(millis);
        }

        public String cost() {
            return Figures.percent(overhead);
        }

        public int count(Outcome outcome) {
            return verdicts.getOrDefault(outcome, 0);
        }

        /**
         * The attacks that test what the mechanism claims: all but the not applicable (it claims nothing
         * they test) and the untested (the lab cannot build them for it yet).
         */
        public int applicable() {
            return verdicts.values().stream().mapToInt(Integer::intValue).sum() - count(Outcome.NOT_APPLICABLE) - count(Outcome.UNTESTED);
        }

        /**
         * Its protection: the share of its applicable attacks it refused (%), so that a mechanism is not
         * counted as weaker for claiming less (transport-ssl has no signature to tamper with); 0 where no
         * attack applies (plain claims nothing); null where no verification tried it.
         */
        public Double protectionPct() {
            return verdicts.isEmpty() ? null : applicable() == 0 ? 0.0 : 100.0 * count(Outcome.REFUSED) / applicable();
        }

        /** "8 of 8", or the en dash where no verification tried it. */
        public String refusedOfApplicable() {
            return verdicts.isEmpty() ? Figures.NONE : count(Outcome.REFUSED) + " of " + applicable();
        }

        /** "8 refused · 1 known gap · 1 not applicable", or "not verified". */
        public String verdictSummary() {
            if (verdicts.isEmpty()) {
                return "not verified";
            }
            List<String> parts = new ArrayList<>();
            verdicts.forEach((outcome, count) -> parts.add(count + " " + outcome.name().toLowerCase(Locale.ROOT).replace('_', ' ')));
            return String.join(" · ", parts);
        }
    }

    private final RunResults results;
    private final int size;
    private final AttackMatrix matrix;
    private final List<Row> rows = new ArrayList<>();

    /** @param matrix the newest completed verification's, or null where there is none */
    public DecisionView(RunResults results, int size, AttackMatrix matrix) {
        if (!results.run().getSizes().contains(size)) {
            throw Refusal.at("size", "run " + results.run().getId() + " measured " + results.run().getSizes()
                    + ", not " + size);
        }
        this.results = results;
        this.size = size;
        this.matrix = matrix;
        for (Endpoint endpoint : results.run().getEndpoints()) {
            Mechanism mechanism = endpoint.mechanism();
            rows.add(new Row(endpoint, results.overhead(endpoint, size),
                    results.millis(endpoint, size), mechanism.authentication().label(), mechanism.integrity().label(),
                    mechanism.confidentiality().label(), verdicts(endpoint)));
        }
    }

    private Map<Outcome, Integer> verdicts(Endpoint endpoint) {
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        if (matrix == null) {
            return counts;
        }
        matrix.rows().stream().filter(row -> row.endpoint().equals(endpoint)).flatMap(row -> row.cells().stream())
                .filter(Objects::nonNull).map(Verdict::outcome).forEach(outcome -> counts.merge(outcome, 1, Integer::sum));
        return counts;
    }

    public List<Row> rows() {
        return rows;
    }

    public int size() {
        return size;
    }

    public Run run() {
        return results.run();
    }

    public ShownStatistic statistic() {
        return results.shown();
    }

    public String sizeLabel() {
        return results.run().getWorkload().label(size);
    }

    public AttackMatrix matrix() {
        return matrix;
    }

    /** Where the verdicts come from, in a sentence. */
    public String verdictsSource() {
        return matrix == null ? "No verification has completed on this lab: the verdicts are missing; run the attack matrix first."
                : "Verdicts from verification " + matrix.verification().id() + ", finished "
                        + Times.utcSeconds(matrix.verification().finished()) + " (the newest completed one; not part of the run).";
    }

    /** The run's mechanisms no verification tried: they have a cost but no place on the protection axis. */
    public List<String> unverified() {
        return rows.stream().filter(row -> row.verdicts().isEmpty()).map(Row::mechanism).toList();
    }

    /** What the chart leaves out and why, in a sentence; empty where it leaves out nothing. */
    public String unverifiedSentence() {
        return unverified().isEmpty() ? ""
                : "Not in the chart, no verdict (no completed verification tried them): " + String.join(", ", unverified()) + ".";
    }

    /**
     * Cost against protection: a point per mechanism (its colour) at its overhead across (with its
     * interval as a horizontal whisker) and the share of its applicable attacks it refused up;
     * mechanisms no verification tried are left out of the chart, and its title names them.
     */
    public String chart() {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        double[] span = {0, 0};
        for (Row row : rows) {
            Overhead cost = row.overhead();
            if (cost == null || row.verdicts().isEmpty()) {
                continue;
            }
            span[0] = Math.min(span[0], cost.ciLow());
            span[1] = Math.max(span[1], cost.ciHigh());
            JsonArrayBuilder point = Json.createArrayBuilder()
                    .add(Json.createObjectBuilder().add("x", cost.pct()).add("y", row.protectionPct()));
            JsonArrayBuilder intervals = Json.createArrayBuilder();
            ChartJson.addInterval(intervals, cost.ciLow(), cost.ciHigh());
            datasets.add(ChartJson.dataset(row.endpoint(), point).add("xIntervals", intervals).add("pointRadius", 6));
        }
        String basis = results.shown().overheadBasis().name().toLowerCase(Locale.ROOT);
        return ChartJson.config("scatter", null, datasets,
                ChartJson.spanning(ChartJson.axis("linear", "cost: overhead over plain on " + basis + "s (%)"),
                        OptionalDouble.of(span[0]), OptionalDouble.of(span[1])),
                ChartJson.zeroBasedAxis("protection: applicable attacks refused (%)").add("max", 100),
                "Cost against protection at " + sizeLabel() + " · run " + results.run().getId()
                        + (matrix == null ? "" : " · verification " + matrix.verification().id())
                        + (unverified().isEmpty() ? "" : " · no verdict: " + String.join(", ", unverified())));
    }
}
