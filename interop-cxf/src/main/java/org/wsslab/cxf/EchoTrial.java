package org.wsslab.cxf;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Median;

/**
 * Tries one endpoint: opens a CXF client from its WSDL and echoes each size, warm-up calls first, then the
 * timed calls. A failure ends that size, never the other size or another endpoint; the first failure is the
 * one reported, since later ones usually repeat it.
 */
final class EchoTrial {

    /** 100 B and 1 MB: the smallest and largest of the lab's sizes, where header and payload costs dominate. */
    static final List<Integer> SIZES = List.of(100, 1_048_576);

    static final String SAML_REASON = "not testable with CXF here: CXF builds SAML tokens with OpenSAML, which is not"
            + " published on Maven Central, so this build excludes it and CXF's SAML token support cannot be built";

    private final EchoPortFactory ports;
    private final SecurityLog log;
    private final int calls;
    private final int warmup;
    // Fresh random bytes for every call, as the lab's own runs use: nothing on the path can cache an answer.
    private final SplittableRandom random = new SplittableRandom();

    EchoTrial(EchoPortFactory ports, SecurityLog log, int calls, int warmup) {
        this.ports = ports;
        this.log = log;
        this.calls = calls;
        this.warmup = warmup;
    }

    InteropResult run(Endpoint endpoint) {
        if (!endpoint.available()) {
            return InteropResult.notTestable(endpoint, "the lab has this endpoint unavailable: "
                    + (endpoint.unavailableReason() == null ? "no reason given" : endpoint.unavailableReason()));
        }
        if (endpoint.needsSaml()) {
            return InteropResult.notTestable(endpoint, SAML_REASON);
        }
        List<SizeRtt> echoed = new ArrayList<>();
        Refusal first = null;
        log.clear();
        try (EchoPort port = ports.open(endpoint)) {
            for (int size : SIZES) {
                try {
                    echoed.add(new SizeRtt(size, medianRtt(port, size)));
                } catch (Altered altered) {
                    first = first == null ? altered.refusal : first;
                } catch (RuntimeException | LinkageError failure) {
                    // LinkageError too: CXF reaching for a class this build left out must not end the run.
                    first = first == null ? Refusal.of(failure, port.status().last(), log.warnings()) : first;
                }
            }
        } catch (IOException | GeneralSecurityException | RuntimeException | LinkageError failure) {
            // The client could not even be built (WSDL, policy, stores): nothing reached the endpoint's security.
            first = first == null ? Refusal.of(failure, null, log.warnings()) : first;
        }
        return InteropResult.tried(endpoint, calls, echoed, first);
    }

    private long medianRtt(EchoPort port, int size) throws Altered {
        long[] rtts = new long[calls];
        for (int call = -warmup; call < calls; call++) {
            byte[] payload = new byte[size];
            random.nextBytes(payload);
            port.status().reset();
            log.clear();
            long start = System.nanoTime();
            byte[] answer = port.echo().echo(payload);
            long rtt = System.nanoTime() - start;
            if (!Arrays.equals(payload, answer)) {
                throw new Altered(Refusal.altered(size, answer));
            }
            if (call >= 0) {
                rtts[call] = rtt;
            }
        }
        // Nanoseconds are exact in a double up to 2^53 (104 days): the median of ten round trips loses nothing.
        return Math.round(Median.withDefaults().evaluate(Arrays.stream(rtts).asDoubleStream().toArray()));
    }

    /** An echo that came back different: ends the size like a failure, but nobody refused. */
    private static final class Altered extends Exception {
        private final transient Refusal refusal;

        Altered(Refusal refusal) {
            super(refusal.reason(), null, false, false);
            this.refusal = refusal;
        }
    }
}
