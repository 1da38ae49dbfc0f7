package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.timing.SplitMeans;

/** Bytes over plain and their fitted constant and slope on fixed wire sizes, worked out by hand. */
class BytesOverPlainTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint SIGNED = Endpoint.byId("sign-only").orElseThrow();
    private static final Endpoint ENCRYPTED = Endpoint.byId("encrypt-only").orElseThrow();

    @Test
    void signingAddsAConstantAndEncryptionAnAmountGrowingWithThePayload() {
        // Plain: 500 B of envelope each way plus the payload each way (echo).
        // Signed: 1,200 B more each way, whatever the payload. Encrypted: 800 B more, plus a third of the payload, each way.
        List<CellSummary> summary = List.of(
                cell(PLAIN, 300, 1, 800L, 800L), cell(PLAIN, 3_000, 1, 3_500L, 3_500L), cell(PLAIN, 30_000, 1, 30_500L, 30_500L),
                cell(SIGNED, 300, 1, 2_000L, 2_000L), cell(SIGNED, 3_000, 1, 4_700L, 4_700L), cell(SIGNED, 30_000, 1, 31_700L, 31_700L),
                cell(ENCRYPTED, 300, 1, 1_700L, 1_700L), cell(ENCRYPTED, 3_000, 1, 5_300L, 5_300L),
                cell(ENCRYPTED, 30_000, 1, 41_300L, 41_300L),
                // Another number of clients, and a cell without wire sizes: neither is read.
                cell(SIGNED, 300, 4, 9_999L, 9_999L), cell(SIGNED, 3_000, 1, null, null));

        BytesOverPlain wire = BytesOverPlain.of(summary, 1);

        assertEquals(6, wire.rows().size());
        BytesOverPlain.Row encryptedSmall = wire.rows().get(3);
        assertEquals(ENCRYPTED, encryptedSmall.endpoint());
        assertEquals(3_400, encryptedSmall.bytes());
        assertEquals(1_600, encryptedSmall.plainBytes());
        assertEquals(1_800, encryptedSmall.overPlain());
        assertEquals(2.125, encryptedSmall.timesPlain(), 1e-12);
        assertEquals(2_400, wire.fit(SIGNED).orElseThrow().line().intercept(), 1e-6);
        assertEquals(0, wire.fit(SIGNED).orElseThrow().line().slope(), 1e-12);
        // Over plain: 1,800, 3,600, 21,600 B at 300, 3,000, 30,000: 1,600 B and 2/3 B per payload byte.
        assertEquals(1_600, wire.fit(ENCRYPTED).orElseThrow().line().intercept(), 1e-6);
        assertEquals(2.0 / 3, wire.fit(ENCRYPTED).orElseThrow().line().slope(), 1e-12);
        assertEquals(3, wire.fit(ENCRYPTED).orElseThrow().sizes());
    }

    @Test
    void oneSizeHasBytesButNoLine() {
        BytesOverPlain wire = BytesOverPlain.of(List.of(cell(PLAIN, 100, 1, 600L, 600L), cell(SIGNED, 100, 1, 1_800L, 1_800L)), 1);
        assertEquals(2_400, wire.rows().get(0).overPlain());
        assertNull(wire.fit(SIGNED).orElseThrow().line());
    }

    @Test
    void aGrowthSeriesFitsItsProbePointsInSizeOrder() {
        // Plain: 500 B of envelope each way plus the payload each way; encrypted 800 B more plus a third of the payload each way.
        List<GrowthWirePoint> points = List.of(
                new GrowthWirePoint(ENCRYPTED, 3_000, 5_300, 5_300), new GrowthWirePoint(ENCRYPTED, 300, 1_700, 1_700),
                new GrowthWirePoint(ENCRYPTED, 30_000, 41_300, 41_300), new GrowthWirePoint(PLAIN, 30_000, 30_500, 30_500),
                new GrowthWirePoint(PLAIN, 300, 800, 800), new GrowthWirePoint(PLAIN, 3_000, 3_500, 3_500),
                // A size plain has no point at (its probe was not read): no row.
                new GrowthWirePoint(ENCRYPTED, 6_000, 9_000, 9_000));

        BytesOverPlain wire = BytesOverPlain.ofGrowth(points);

        assertEquals(List.of(300, 3_000, 30_000), wire.rows().stream().map(BytesOverPlain.Row::size).toList());
        assertEquals(1_800, wire.rows().get(0).overPlain());
        assertEquals(1_600, wire.fit(ENCRYPTED).orElseThrow().line().intercept(), 1e-6);
        assertEquals(2.0 / 3, wire.fit(ENCRYPTED).orElseThrow().line().slope(), 1e-12);
        assertEquals(3, wire.fit(ENCRYPTED).orElseThrow().sizes());
        assertEquals(1, wire.fits().size(), "plain is the reference, not a fit");
    }

    private static CellSummary cell(Endpoint endpoint, int size, int clients, Long request, Long response) {
        CellStatistics none = new CellStatistics(0, null, null, null, null, null, null, null, null, null, 0);
        return new CellSummary(endpoint, size, clients, none, null, null, null, request, response, Noise.UNKNOWN, null, null, null,
                null, null, SplitMeans.NONE, null, null, null, null);
    }
}
