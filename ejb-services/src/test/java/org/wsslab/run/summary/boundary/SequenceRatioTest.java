package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.entity.SequenceTotal;

/** One endpoint's sequence totals over another's, repetition by repetition, against values worked by hand. */
class SequenceRatioTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint CONTEXT = Mechanism.SECURE_CONVERSATION.endpoint();
    private static final Endpoint CERTIFICATES = Mechanism.MUTUAL_CERTIFICATES.endpoint();

    @Test
    void theRatioIsTheGeometricMeanOfEachRepetitionsRatioWithATIntervalOnTheLogarithms() {
        // Repetitions 0–2: 20/10, 40/10, 10/10 = 2, 4, 1. Repetition 3 failed for b, repetition 4 has no a: neither counts.
        List<SequenceTotal> totals = List.of(
                total(CERTIFICATES, 0, 20L), total(CERTIFICATES, 1, 40L), total(CERTIFICATES, 2, 10L), total(CERTIFICATES, 3, 50L),
                total(CONTEXT, 0, 10L), total(CONTEXT, 1, 10L), total(CONTEXT, 2, 10L), total(CONTEXT, 3, null), total(CONTEXT, 4, 10L));
        SequenceRatio ratio = SequenceRatio.of(CERTIFICATES, CONTEXT, 100, 2, totals);
        // ln 2, ln 4, ln 1: mean ln 2, sample sd ln 2; t(0.975, 2) = 4.302653, half-width 4.302653 × ln 2 / √3 = 1.721873.
        // exp(ln 2) = 2; exp(ln 2 − 1.721873) = 0.357462; exp(ln 2 + 1.721873) = 11.189997.
        assertEquals(3, ratio.repetitions());
        assertEquals(2.0, ratio.ratio(), 1e-9);
        assertEquals(0.357462, ratio.low(), 1e-6);
        assertEquals(11.189997, ratio.high(), 1e-6);
    }

    @Test
    void oneRepetitionGivesItsRatioWithoutAnIntervalAndNoneGivesNothing() {
        List<SequenceTotal> totals = List.of(total(CERTIFICATES, 0, 30L), total(PLAIN, 0, 12L), total(CONTEXT, 0, null));
        SequenceRatio one = SequenceRatio.of(CERTIFICATES, PLAIN, 100, 2, totals);
        assertEquals(List.of(1, 2.5), List.of(one.repetitions(), one.ratio()));
        assertNull(one.low());
        SequenceRatio none = SequenceRatio.of(CONTEXT, PLAIN, 100, 2, totals);
        assertEquals(0, none.repetitions());
        assertNull(none.ratio());
    }

    @Test
    void theSummaryTakesTheRatioOfAnyTwoEndpointsAtEachOfItsSizesAndLengths() {
        List<SequenceTotal> totals = List.of(total(CERTIFICATES, 0, 30L), total(CONTEXT, 0, 10L));
        SequenceSummary summary = new SequenceSummary(List.of(
                new SequenceSummary.Row(CONTEXT, 100, 2, 1, 0, 10L, 10.0, 5.0, null),
                new SequenceSummary.Row(CERTIFICATES, 100, 2, 1, 0, 30L, 30.0, 5.0, null)), List.of(), List.of(), totals);
        assertEquals(List.of(new SequenceRatio(CERTIFICATES, CONTEXT, 100, 2, 1, 3.0, null, null)), summary.ratios(CERTIFICATES, CONTEXT));
        assertEquals(List.of(new SequenceRatio(CONTEXT, CERTIFICATES, 100, 2, 1, 1 / 3.0, null, null)),
                summary.ratios(CONTEXT, CERTIFICATES), "not only against plain, either way round");
    }

    private static SequenceTotal total(Endpoint endpoint, int repeat, Long total) {
        return new SequenceTotal(1, endpoint, 100, 2, repeat, 2 * repeat, 0, total, total, total == null ? 1 : 0);
    }
}
