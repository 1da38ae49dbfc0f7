package org.wsslab.it;

import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.run.execution.control.WireProbe;
import org.wsslab.statistics.CellStatistics;

/**
 * A quick look at the in-container client path's round-trip times: not a test (it asserts nothing
 * about time) and not run by `mvn verify`. Run it with
 * {@code ./mvnw verify -pl ear -Dit.test=ClientPathBenchmark} after a full build. It runs inside
 * the test domain, so its table goes to that domain's logs folder ({@value #REPORT}) and server.log.
 * The run engine (later) is the real measuring instrument; this prints medians for the foundation.
 */
@ExtendWith(ArquillianExtension.class)
class ClientPathBenchmark {

    static final String REPORT = "client-path-benchmark.txt";

    private static final int[][] PLAN = {{100, 100, 300}, {1_048_576, 5, 30}}; // size, warm-up, measured

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    WireProbe wire;

    /** HTTP body bytes of one 100 B echo each way, counted by the run engine's own wire probe. */
    private String wireSizes(List<Mechanism> mechanisms) {
        StringBuilder sizes = new StringBuilder();
        try (WireProbe.Probes probes = wire.forRun()) {
            for (Mechanism mechanism : mechanisms) {
                WireProbe.Reading size = probes.read(mechanism, 100);
                sizes.append(String.format("%-22s 100 B echo on the wire: request %6s B, response %6s B%n", mechanism.id(),
                        size.requestBytes(), size.responseBytes()));
            }
        }
        return sizes.toString();
    }

    @Test
    void printMedians() throws java.io.IOException {
        List<Mechanism> mechanisms = Mechanism.all();
        Map<Mechanism, Echo> open = new EnumMap<>(Mechanism.class);
        StringBuilder report = new StringBuilder("\nclient-path benchmark (" + System.getProperty("wsslab.keystore.setup")
                + ", JDK " + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors() + " CPUs)\n");
        for (Mechanism mechanism : mechanisms) {
            open.put(mechanism, ports.open(mechanism));
            byte[] payload = Payloads.random(100);
            long start = System.nanoTime();
            open.get(mechanism).echo(payload);
            report.append(String.format("%-22s initial call %8.2f ms%n", mechanism.id(), (System.nanoTime() - start) / 1e6));
        }
        report.append(wireSizes(mechanisms));
        for (int[] step : PLAN) {
            int size = step[0];
            Map<Mechanism, long[]> rtts = new EnumMap<>(Mechanism.class);
            mechanisms.forEach(m -> rtts.put(m, new long[step[2]]));
            // Rounds interleave the mechanisms so that drift of the shared machine hits all alike.
            for (int round = -step[1]; round < step[2]; round++) {
                for (Mechanism mechanism : mechanisms) {
                    byte[] payload = Payloads.random(size);
                    long start = System.nanoTime();
                    byte[] echoed = open.get(mechanism).echo(payload);
                    long rtt = System.nanoTime() - start;
                    if (!Arrays.equals(payload, echoed)) {
                        throw new AssertionError(mechanism.id() + " echoed different bytes");
                    }
                    if (round >= 0) {
                        rtts.get(mechanism)[round] = rtt;
                    }
                }
            }
            for (Mechanism mechanism : mechanisms) {
                long[] measured = rtts.get(mechanism);
                CellStatistics statistics = CellStatistics.of(measured, new long[measured.length], 0);
                report.append(String.format("%-22s %9d B  n=%3d  median %8.2f ms  p90 %8.2f ms  min %8.2f ms%n",
                        mechanism.id(), size, statistics.n(), statistics.medianNanos() / 1e6,
                        statistics.p90Nanos() / 1e6, statistics.minNanos() / 1e6));
            }
        }
        Runtime.getRuntime().gc();
        report.append(String.format("heap used after the run: %d MB of %d MB max%n",
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20, Runtime.getRuntime().maxMemory() >> 20));
        System.out.println(report);
        java.nio.file.Files.writeString(java.nio.file.Path.of(System.getProperty("com.sun.aas.instanceRoot"), "logs", REPORT),
                report);
    }
}
