package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.AtSize;

/** A growth pair's bytes: a's minus b's at the sizes both were probed at, and where that changes sign. */
class GrowthPairThresholdTest {

    private static final Endpoint ENCRYPTED = Mechanism.ENCRYPT_ONLY.endpoint();
    private static final Endpoint SIGNED = Mechanism.SIGN_ONLY.endpoint();

    @Test
    void bytesAreComparedAtTheSizesBothWereProbedAtInSizeOrder() {
        // Out of order, and each with a size the other lacks (a point read by one probe and not the other).
        List<GrowthWirePoint> a = List.of(new GrowthWirePoint(ENCRYPTED, 20_000, 30_000, 30_500),
                new GrowthWirePoint(ENCRYPTED, 1_000, 5_000, 5_100), new GrowthWirePoint(ENCRYPTED, 5_000, 9_000, 9_200),
                new GrowthWirePoint(ENCRYPTED, 10_000, 15_000, 15_300));
        List<GrowthWirePoint> b = List.of(new GrowthWirePoint(SIGNED, 1_000, 8_000, 8_100), new GrowthWirePoint(SIGNED, 10_000, 15_000,
                15_000), new GrowthWirePoint(SIGNED, 20_000, 28_000, 28_200), new GrowthWirePoint(SIGNED, 30_000, 38_000, 38_100));

        List<AtSize> differences = GrowthPairThreshold.bytesDifferences(a, b);

        assertEquals(List.of(new AtSize(1_000, -6_000.0, -6_000.0), new AtSize(10_000, 300.0, 300.0),
                new AtSize(20_000, 4_300.0, 4_300.0)), differences);
        Threshold crossing = Threshold.ofDifferences(differences).orElseThrow();
        assertEquals(1_000, crossing.below());
        assertEquals(10_000, crossing.above());
        assertEquals(Threshold.Side.LOWER, crossing.from());
        assertEquals(Threshold.Side.HIGHER, crossing.to());
    }
}
