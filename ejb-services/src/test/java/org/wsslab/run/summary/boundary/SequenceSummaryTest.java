package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;

/** Best and median of a sequence's repetitions, and the call at which cumulative costs cross (000 Fig 6–7). */
class SequenceSummaryTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint CONTEXT = Mechanism.SECURE_CONVERSATION.endpoint();
    private static final Endpoint CERTIFICATES = Mechanism.MUTUAL_CERTIFICATES.endpoint();

    @Test
    void anEndpointThatBeginsDearerAndEndsCheaperCrossesWhereItsCumulativeCostStaysBelow() {
        Map<Endpoint, double[]> cumulative = new LinkedHashMap<>();
        // A handshake of 50 then 5 per call, against 20 per call: dearer for 2 calls, cheaper from call 3 on.
        cumulative.put(CONTEXT, new double[]{50, 55, 60, 65, 70});
        cumulative.put(CERTIFICATES, new double[]{20, 40, 60, 80, 100});
        cumulative.put(PLAIN, new double[]{1, 2, 3, 4, 5});
        List<SequenceSummary.Crossover> crossovers = SequenceSummary.crossovers(100, 5, cumulative);
        assertEquals(List.of(new SequenceSummary.Crossover(100, 5, CONTEXT, CERTIFICATES, 4)), crossovers,
                "level at call 3, below from call 4 on; plain never crosses anyone");
    }

    @Test
    void rowsTakeTheBestAndTheMedianOfTheCompleteRepetitionsAgainstPlainsBest() {
        Sequences sequences = new Sequences(List.of(2), 3);
        List<SequenceTotal> totals = List.of(
                total(PLAIN, 0, 0, 10L, 6L), total(PLAIN, 1, 2, 12L, 7L), total(PLAIN, 2, 4, 14L, 8L),
                total(CERTIFICATES, 0, 0, 40L, 30L), total(CERTIFICATES, 1, 2, null, null), total(CERTIFICATES, 2, 4, 30L, 20L));
        List<Sample> samples = new ArrayList<>();
        long[][] rtts = {{6, 4}, {7, 5}, {8, 6}};
        for (int r = 0; r < 3; r++) {
            for (int i = 0; i < 2; i++) {
                samples.add(Sample.measured(1, PLAIN, 100, 2 * r + i, 0, false, i == 0, rtts[r][i], 0, Instant.EPOCH));
            }
        }
        SequenceSummary summary = SequenceSummary.of(sequences, List.of(PLAIN, CERTIFICATES), List.of(100), totals, samples);
        SequenceSummary.Row plain = summary.rows().get(0);
        SequenceSummary.Row certificates = summary.rows().get(1);
        assertEquals(List.of(3, 0, 10L, 12.0, 7.0, 1.0), List.of(plain.completed(), plain.failed(), plain.bestNanos(),
                plain.medianNanos(), plain.medianFirstNanos(), plain.bestTimesPlain()));
        assertEquals(List.of(2, 1, 30L, 35.0, 25.0, 3.0), List.of(certificates.completed(), certificates.failed(),
                certificates.bestNanos(), certificates.medianNanos(), certificates.medianFirstNanos(), certificates.bestTimesPlain()));
        assertEquals(7.0 + 5.0, SequenceSummary.cumulative(List.of(PLAIN), 100, 2, totals, samples).get(PLAIN)[1],
                "plain's first two calls: medians 7 and 5 added up");
    }

    private static SequenceTotal total(Endpoint endpoint, int repeat, int firstSeq, Long total, Long first) {
        return new SequenceTotal(1, endpoint, 100, 2, repeat, firstSeq, 0, total, first, total == null ? 1 : 0);
    }
}
