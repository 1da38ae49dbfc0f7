package org.wsslab.run.summary.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.summary.boundary.CpuFits.Operation;
import org.wsslab.run.summary.boundary.CpuFits.Side;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.timing.SplitMeans;
import org.wsslab.workload.entity.Direction;

/** 003's alpha and beta per side on CPU figures set so that the lines are known by hand. */
class CpuFitsTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint ENCRYPTED = Endpoint.byId("encrypt-only").orElseThrow();
    private static final Endpoint SIGNED = Endpoint.byId("sign-only").orElseThrow();
    private static final double MS = 1e6;

    @Test
    void plainIsAbsoluteAndASecuredEndpointIsItsExcessOverPlainsLineAtItsOwnMessageSize() {
        // Records returned: a 300 B request, the response M. Plain's server CPU is 1.0 + 0.0003·M ms; encrypt-only's
        // messages are larger (M' = 1.4·M + 900) and its server CPU is plain's line at M' plus 0.78 + 0.0002·M' ms.
        // Client: plain 0.5 + 0.0001·M; encrypt-only plain's line at M' plus 0.39 + 0.0001·M'.
        List<CellSummary> summary = List.of(
                cell(PLAIN, 10, 1, 3_000, plainClient(3_000), plainServer(3_000)),
                cell(PLAIN, 100, 1, 27_000, plainClient(27_000), plainServer(27_000)),
                cell(PLAIN, 1_000, 1, 260_000, plainClient(260_000), plainServer(260_000)),
                cell(ENCRYPTED, 10, 1, 5_100, plainClient(5_100) + 0.39 + 0.0001 * 5_100, plainServer(5_100) + 0.78 + 0.0002 * 5_100),
                cell(ENCRYPTED, 100, 1, 38_700, plainClient(38_700) + 0.39 + 0.0001 * 38_700,
                        plainServer(38_700) + 0.78 + 0.0002 * 38_700),
                // No server CPU at the largest size: left out of the server's fit, still in the client's.
                cell(ENCRYPTED, 1_000, 1, 364_900, plainClient(364_900) + 0.39 + 0.0001 * 364_900, null),
                // Another number of clients: not read.
                cell(ENCRYPTED, 1_000, 2, 364_900, 99.0, 99.0));

        CpuFits fits = CpuFits.of(summary, 1, Direction.RESPONSE);

        CpuFits.Fit plainServer = fits.fit(PLAIN, Side.SERVER).orElseThrow();
        assertEquals(1.0, plainServer.line().intercept() / MS, 1e-9);
        assertEquals(0.0003, plainServer.line().slope() / MS, 1e-12);
        assertEquals(0, plainServer.residualNanos(), 1e-3);
        CpuFits.Fit server = fits.fit(ENCRYPTED, Side.SERVER).orElseThrow();
        assertEquals(2, server.points());
        assertEquals(0.78, server.line().intercept() / MS, 1e-9);
        assertEquals(0.0002, server.line().slope() / MS, 1e-12);
        CpuFits.Fit client = fits.fit(ENCRYPTED, Side.CLIENT).orElseThrow();
        assertEquals(3, client.points());
        assertEquals(0.39, client.line().intercept() / MS, 1e-9);
        assertEquals(0.0001, client.line().slope() / MS, 1e-12);
        assertNull(client.reason());
        assertEquals(Operation.SECURES, fits.operation(Side.SERVER));
        assertEquals(Operation.UNSECURES, fits.operation(Side.CLIENT));
        // Three plain and two encrypt-only points on the server, three and three on the client.
        assertEquals(11, fits.points().size());
        CpuFits.Point small = fits.points().stream()
                .filter(p -> p.endpoint().equals(ENCRYPTED) && p.side() == Side.SERVER && p.size() == 10).findFirst().orElseThrow();
        assertEquals(5_100, small.messageBytes());
        assertEquals((0.78 + 0.0002 * 5_100) * MS, small.excessNanos(), 1e-3);
    }

    @Test
    void aLineNeedsTwoSizesAndSaysWhyItIsMissing() {
        List<CellSummary> summary = List.of(
                cell(PLAIN, 100, 1, 1_000, 1.0, 2.0), cell(PLAIN, 1_000, 1, 10_000, 2.0, null),
                cell(SIGNED, 100, 1, 3_000, 3.0, 4.0), cell(SIGNED, 1_000, 1, 12_000, null, 5.0));

        CpuFits fits = CpuFits.of(summary, 1, Direction.ECHO);

        CpuFits.Fit client = fits.fit(SIGNED, Side.CLIENT).orElseThrow();
        assertNull(client.line());
        assertEquals(1, client.points());
        assertTrue(client.reason().contains("a line needs two"), client.reason());
        CpuFits.Fit server = fits.fit(SIGNED, Side.SERVER).orElseThrow();
        assertNull(server.line());
        assertTrue(server.reason().startsWith("plain has no line on the server side"), server.reason());
        assertEquals(Operation.BOTH, fits.operation(Side.CLIENT));
        assertEquals(Operation.SECURES, CpuFits.Operation.of(Direction.REQUEST, Side.CLIENT));
    }

    private static double plainClient(long m) {
        return 0.5 + 0.0001 * m;
    }

    private static double plainServer(long m) {
        return 1.0 + 0.0003 * m;
    }

    /** A response-carrying cell: a 300 B request, {@code response} bytes back; CPU per side in ms (null: not known). */
    private static CellSummary cell(Endpoint endpoint, int size, int clients, long response, Double clientMs, Double serverMs) {
        CellStatistics statistics = new CellStatistics(3, null, null, null, null, null, null, null, null,
                clientMs == null ? null : clientMs * MS, 0);
        SplitMeans split = new SplitMeans(3, 1.0, 1.0, 1.0, serverMs == null ? null : serverMs * MS);
        return new CellSummary(endpoint, size, clients, statistics, null, null, null, 300L, response, Noise.UNKNOWN, null, null,
                null, null, null, split, null, null, null, null);
    }
}
