package org.wsslab.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.wsslab.it.support.LabApi.Caller.OPERATOR;
import static org.wsslab.it.support.LabApi.Caller.VIEWER;

import java.time.Duration;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.JmeterResultsFile;
import org.wsslab.it.support.LabApi;

/**
 * ApiDescriptionIT's scenario for a run's JMeter plan and its import: a primed run no plan repeats (409), a
 * small run's plan.jmx, a file of a header alone (400), then JMeter's results of that plan imported (201) and
 * its samples with the JMeter columns read.
 */
final class JmeterDescribed {

    private JmeterDescribed() {
    }

    static void check(RouteDescription d, LabApi api, long primed, String mechanism) throws Exception {
        String path = "/runs/{id}/jmeter";
        assertEquals(409, d.check("POST", path, api.call(OPERATOR, "POST", "runs/" + primed + "/jmeter", JmeterResultsFile.HEADER + "\n"))
                .statusCode());
        long run = LabApi.object(d.check("POST", "/runs", api.call(OPERATOR, "POST", "runs", "{\"mechanisms\": [\"" + mechanism
                + "\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1}")).body()).getJsonNumber("id").longValue();
        String lab = api.awaitEnd(run, Duration.ofMinutes(3)).getString("lab");
        d.check("GET", "/runs/{id}/plan.jmx", api.get(VIEWER, "runs/" + run + "/plan.jmx"));
        assertEquals(400, d.check("POST", path, api.call(OPERATOR, "POST", "runs/" + run + "/jmeter", JmeterResultsFile.HEADER + "\n"))
                .statusCode());
        JmeterResultsFile file = new JmeterResultsFile(run, lab, List.of(Mechanism.PLAIN, Mechanism.byId(mechanism).orElseThrow()), 100, 1,
                1, 2, List.of("engine"), -1);
        long imported = LabApi.object(d.check("POST", path, api.call(OPERATOR, "POST", "runs/" + run + "/jmeter", file.text())).body())
                .getJsonNumber("id").longValue();
        d.check("GET", "/runs/{id}/samples", api.get(VIEWER, "runs/" + imported + "/samples"));
        d.check("DELETE", "/runs/{id}", api.call(OPERATOR, "DELETE", "runs/" + imported, null));
    }
}
