package org.wsslab.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

class SamplerArgumentsTest {

    @Test
    void theDefaultsAreAKilobyteEchoedByTheBaseline() {
        SamplerArguments read = SamplerArguments.read(with(Map.of()));
        assertEquals(Mechanism.PLAIN.endpoint(), read.endpoint());
        assertEquals(1024, read.size());
        assertEquals(Workload.DEFAULT, read.workload());
        assertEquals(0, read.warmup());
        assertEquals("ad-hoc", read.plan());
    }

    @Test
    void anEndpointIsTheCatalogsIdWithOrWithoutItsSuite() {
        assertEquals(Mechanism.MUTUAL_CERTIFICATES.endpoint(),
                SamplerArguments.read(with(Map.of("endpoint", "mutual-certificates"))).endpoint());
        assertEquals(Mechanism.MUTUAL_CERTIFICATES.under(AlgorithmSuite.BASIC256),
                SamplerArguments.read(with(Map.of("endpoint", "mutual-certificates/Basic256"))).endpoint());
        SamplerArguments records = SamplerArguments.read(with(Map.of("shape", "books", "direction", "response", "work", "db-read",
                "size", "100", "warmup", "20", "cell", "4", "plan", "run-9")));
        assertEquals(new Workload(Shape.BOOKS, Direction.RESPONSE, ServiceWork.DB_READ), records.workload());
        assertEquals(100, records.size());
        assertEquals(20, records.warmup());
        assertEquals(4, records.cell());
        assertEquals("run-9", records.plan());
    }

    @Test
    void anUnknownMechanismIsRefusedAsTheCatalogRefusesIt() {
        Refusal refused = refused(Map.of("endpoint", "mutual-certificate"));
        assertEquals(Refusal.unknownMechanism("endpoint", "mutual-certificate").getMessage(), refused.getMessage());
        assertTrue(refused.getMessage().startsWith("endpoint: 'mutual-certificate' is not a mechanism; the mechanisms are [plain, "),
                refused.getMessage());
        assertEquals("endpoint", refused.fields().getFirst().path());
        assertEquals(Refusal.unknownMechanism("endpoint", "nope").getMessage(), refused(Map.of("endpoint", "nope/Basic256")).getMessage());
    }

    @Test
    void aSuiteTheMechanismIsNotMeasuredUnderIsRefusedWithItsSuites() {
        assertEquals("endpoint: 'mutual-certificates/Basic512' is not an endpoint; mutual-certificates is measured under "
                + "[Basic128, Basic256, TripleDes, TripleDesRsa15, Basic256Sha256] (give mechanism/suite, e.g. mutual-certificates/Basic256)",
                refused(Map.of("endpoint", "mutual-certificates/Basic512")).getMessage());
        assertEquals("endpoint: 'plain/Basic256' is not an endpoint; plain is measured under [no suite] (give its id alone)",
                refused(Map.of("endpoint", "plain/Basic256")).getMessage());
    }

    @Test
    void aSizeItsShapeCannotHaveIsRefusedInTheShapesWords() {
        assertEquals("size: 'ten' is not allowed; a size is a whole number of bytes from 1 to 16777216 (16 MB)",
                refused(Map.of("size", "ten")).getMessage());
        assertEquals("size: 0 is not allowed; a size is a whole number of bytes from 1 to 16777216 (16 MB)",
                refused(Map.of("size", "0")).getMessage());
        assertEquals("size: 100001 is not allowed; a size of books is a number of records from 1 to 100000",
                refused(Map.of("size", "100001", "shape", "books")).getMessage());
    }

    @Test
    void everyOtherArgumentIsRefusedNamingItAndWhatIsAllowed() {
        assertEquals("shape: 'pdf' is not a payload shape; allowed are bytes, text, books, employees (default bytes)",
                refused(Map.of("shape", "pdf")).getMessage());
        assertTrue(
                refused(Map.of("direction", "sideways")).getMessage().startsWith("direction: 'sideways' is not a direction; allowed are "));
        assertTrue(
                refused(Map.of("work", "sleep")).getMessage().startsWith("work: 'sleep' is not a service work; allowed are none, db-read"));
        assertTrue(refused(Map.of("work", "db-read")).getMessage().startsWith("work: db-read reads the records a response returns"));
        assertEquals("warmup: '-1' is not allowed; warm-up iterations per thread are a whole number from 0",
                refused(Map.of("warmup", "-1")).getMessage());
        assertEquals("cell: 'x' is not allowed; a cell (its index in the plan) is a whole number from 0",
                refused(Map.of("cell", "x")).getMessage());
        assertTrue(refused(Map.of("plan", "run 12")).getMessage().startsWith("plan: 'run 12' is not allowed; a plan id is 1 to 200"));
        assertTrue(refused(Map.of("endpoint", " ")).getMessage()
                .startsWith("endpoint: missing; the sampler's arguments are [endpoint, size,"));
    }

    private static Refusal refused(Map<String, String> given) {
        return assertThrows(Refusal.class, () -> SamplerArguments.read(with(given)));
    }

    /** The defaults a new element shows, overridden by {@code given}. */
    static java.util.function.Function<String, String> with(Map<String, String> given) {
        Map<String, String> arguments = new HashMap<>();
        Arrays.stream(SamplerArguments.DEFAULTS).forEach(d -> arguments.put(d[0], d[1]));
        arguments.putAll(given);
        return arguments::get;
    }
}
