package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The soak check's API, in a few seconds instead of ten minutes: every mechanism answered by every
 * thread without an error, a second soak refused while one runs, bad parameters refused with what is
 * allowed, operators only. The soak's figures are the benchmark's business (bin/wsslab soak).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class SoakIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aShortSoakCallsEveryMechanismWithoutErrorAndASecondIsRefusedMeanwhile() throws Exception {
        HttpResponse<String> started = api.call(Caller.OPERATOR, "POST", "harness/soak?seconds=3&threads=2&size=1024", null);
        assertEquals(202, started.statusCode(), started.body());
        HttpResponse<String> second = api.call(Caller.OPERATOR, "POST", "harness/soak?seconds=3&threads=2&size=1024", null);
        assertEquals(409, second.statusCode(), second.body());
        assertTrue(LabApi.object(second.body()).getString("error").contains("a soak is in progress"), second.body());

        JsonObject soak = api.awaitSoak(Duration.ofMinutes(2));
        assertEquals("FINISHED", soak.getString("state"), soak.toString());
        assertEquals(Mechanism.all().stream().map(Mechanism::id).collect(Collectors.toSet()),
                soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).stream().map(row -> row.getString("mechanism"))
                        .collect(Collectors.toSet()),
                "every available mechanism has its row");
        for (JsonObject row : soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class)) {
            assertTrue(row.getJsonNumber("calls").longValue() > 0, "answered within the clock: " + row);
            assertEquals(0, row.getInt("errors"), row.toString());
            assertTrue(row.getJsonNumber("mean_rtt_ms").doubleValue() > 0, row.toString());
        }
        JsonObject total = soak.getJsonObject("total");
        assertEquals(soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).stream()
                .mapToLong(row -> row.getJsonNumber("calls").longValue()).sum(), total.getJsonNumber("calls").longValue());
        assertEquals(Set.of(), Set.copyOf(soak.getJsonArray("problems").getValuesAs(jakarta.json.JsonString.class)));
    }

    @Test
    void badParametersAreRefusedWithWhatIsAllowedAndViewersCannotStartOne() throws Exception {
        for (String query : new String[]{"seconds=0", "threads=33", "size=0", "seconds=abc"}) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "harness/soak?" + query, null);
            assertEquals(400, response.statusCode(), query + " -> " + response.body());
            String error = LabApi.object(response.body()).getString("error");
            assertTrue(error.contains(query.equals("seconds=abc") ? "whole numbers" : "is not allowed"), response.body());
        }
        assertEquals(403, api.call(Caller.VIEWER, "POST", "harness/soak?seconds=1", null).statusCode());
        assertEquals(401, api.call(Caller.ANONYMOUS, "GET", "harness/soak", null).statusCode());
    }
}
