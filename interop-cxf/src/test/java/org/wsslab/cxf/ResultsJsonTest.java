package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsJsonTest {

    private static final Endpoint MUTUAL = new Endpoint("mutual-certificates", "client X.509 certificate", "Basic128",
            URI.create("http://localhost:8080/echo/mutual-certificates?wsdl"), true, null);
    private static final Endpoint PLAIN = new Endpoint("plain", "none", null,
            URI.create("http://localhost:8080/echo/plain?wsdl"), true, null);

    @Test
    void theReportHasTheShapePostApiInteropTakes() {
        List<InteropResult> results = List.of(
                InteropResult.tried(PLAIN, 10, List.of(new SizeRtt(100, 1_234_567), new SizeRtt(1_048_576, 98_765_432)),
                        null),
                InteropResult.tried(MUTUAL, 10, List.of(new SizeRtt(100, 5_000_000)),
                        new Refusal("Invalid Security Header", Refusal.SERVER)),
                InteropResult.notTestable(MUTUAL, EchoTrial.SAML_REASON));

        JsonObject report = ResultsJson.of("Apache CXF 4.2.3 (WSS4J 4.0.1), Java 25", results);

        JsonObject expected = Json.createReader(new StringReader("""
                {"client": "Apache CXF 4.2.3 (WSS4J 4.0.1), Java 25", "results": [
                  {"mechanism": "plain", "suite": null, "outcome": "INTEROPERATES", "reason": null, "refused_by": null,
                   "calls": 10, "sizes": [{"bytes": 100, "rtt_median_ns": 1234567},
                                          {"bytes": 1048576, "rtt_median_ns": 98765432}]},
                  {"mechanism": "mutual-certificates", "suite": "Basic128", "outcome": "FAILS",
                   "reason": "Invalid Security Header", "refused_by": "server", "calls": 10,
                   "sizes": [{"bytes": 100, "rtt_median_ns": 5000000}]},
                  {"mechanism": "mutual-certificates", "suite": "Basic128", "outcome": "NOT_TESTABLE",
                   "reason": "%s", "refused_by": null, "calls": 0, "sizes": []}
                ]}""".formatted(EchoTrial.SAML_REASON))).readObject();
        assertEquals(expected, report);
        assertEquals(report, Json.createReader(new StringReader(ResultsJson.pretty(report))).readObject(),
                "the printed form reads back as the same report");
    }

    @Test
    void aReasonLongerThanTheLabStoresIsCutSoTheCheckIsNotRefusedForIt() {
        String stackTrace = "WSSecurityException: ".repeat(400);
        JsonObject report = ResultsJson.of("Apache CXF", 7L, List.of(InteropResult.tried(MUTUAL, 10, List.of(),
                new Refusal(stackTrace, Refusal.CLIENT))));
        String reason = report.getJsonArray("results").getJsonObject(0).getString("reason");
        assertEquals(ResultsJson.MAX_REASON, reason.length());
        assertEquals(stackTrace.substring(0, ResultsJson.MAX_REASON - 1) + "…", reason);
        assertEquals(7L, report.getJsonNumber("metro_run").longValue(), "the Metro run beside the check is named");
    }
}
