package org.wsslab.console.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.console.run.ResultsFixture.cell;
import static org.wsslab.console.run.ResultsFixture.millis;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.charts.ChartColours;
import org.wsslab.console.run.ResultsFixture;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

class DecisionViewTest {

    private final Run run = ResultsFixture.run(9, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL),
            List.of(100), 4);

    private RunResults results() {
        List<Sample> samples = new ArrayList<>(cell(Mechanism.PLAIN, 100, millis(2, 2, 2, 2)));
        samples.addAll(cell(Mechanism.MUTUAL_CERTIFICATES, 100, millis(6, 6, 6, 6)));
        samples.addAll(cell(Mechanism.TRANSPORT_SSL, 100, millis(3, 3, 3, 3)));
        return new RunResults(run, ResultsFixture.summarizer(run, samples).summary(), ShownStatistic.MEAN);
    }

    private static AttackMatrix matrix() {
        Verification verification = new Verification(4, VerificationStatus.COMPLETED, Instant.EPOCH, Instant.EPOCH, null,
                List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()));
        List<Verdict> verdicts = List.of(
                new Verdict(Mechanism.MUTUAL_CERTIFICATES.endpoint(), Attack.REPLAY, Outcome.REFUSED, "fault", null, null),
                new Verdict(Mechanism.MUTUAL_CERTIFICATES.endpoint(), Attack.TAMPERED_BODY, Outcome.REFUSED, "fault", null, null),
                new Verdict(Mechanism.MUTUAL_CERTIFICATES.endpoint(), Attack.DOCTYPE, Outcome.KNOWN_GAP, "ran", null, null),
                new Verdict(Mechanism.PLAIN.endpoint(), Attack.REPLAY, Outcome.NOT_APPLICABLE, "claims nothing", null, null));
        return AttackMatrix.of(verification, verdicts);
    }

    @Test
    void eachMechanismsCostStandsBesideItsClaimsAndItsVerdictsCounted() {
        DecisionView view = new DecisionView(results(), 100, matrix());
        DecisionView.Row mutual = view.rows().get(1);
        assertEquals("200% [200, 200]", mutual.cost());
        assertEquals("client X.509 certificate", mutual.authentication());
        assertEquals(2, mutual.count(Outcome.REFUSED));
        assertEquals(1, mutual.count(Outcome.KNOWN_GAP));
        assertEquals("2 refused · 1 known gap", mutual.verdictSummary());
        DecisionView.Row ssl = view.rows().get(2);
        assertEquals("not verified", ssl.verdictSummary(), "the verification did not try transport-ssl");
        assertEquals("2 of 3", mutual.refusedOfApplicable());
        assertEquals(List.of("transport-ssl"), view.unverified());
        assertTrue(view.unverifiedSentence().contains("transport-ssl"));
        assertTrue(view.verdictsSource().startsWith("Verdicts from verification 4"));
    }

    @Test
    void theChartPutsCostAcrossAndRefusedAttacksUpForEveryVerifiedMechanism() {
        JsonObject chart = Json.createReader(new StringReader(new DecisionView(results(), 100, matrix()).chart())).readObject();
        var datasets = chart.getJsonObject("data").getJsonArray("datasets");
        assertEquals(List.of("plain", "mutual-certificates"),
                datasets.getValuesAs(JsonObject.class).stream().map(d -> d.getString("label")).toList(),
                "transport-ssl, never verified, has no place on the protection axis");
        JsonObject point = datasets.getJsonObject(1).getJsonArray("data").getJsonObject(0);
        assertEquals(200.0, point.getJsonNumber("x").doubleValue(), 1e-9);
        assertEquals(200.0 / 3, point.getJsonNumber("y").doubleValue(), 1e-9, "2 of its 3 applicable attacks refused");
        assertEquals(0.0, datasets.getJsonObject(0).getJsonArray("data").getJsonObject(0).getJsonNumber("y").doubleValue(),
                "plain claims nothing: no attack applies, no protection");
        assertTrue(chart.getJsonObject("options").getJsonObject("plugins").getJsonObject("title").toString()
                .contains("no verdict: transport-ssl"), "the chart says whom it leaves out");
        assertEquals(ChartColours.of(Mechanism.MUTUAL_CERTIFICATES), datasets.getJsonObject(1).getString("borderColor"));
        assertEquals(List.of(200.0, 200.0), datasets.getJsonObject(1).getJsonArray("xIntervals").getJsonArray(0)
                .getValuesAs(JsonNumber.class).stream().map(n -> n.doubleValue()).toList(), "the cost's interval across");
    }

    @Test
    void aSizeTheRunDidNotMeasureIsRefusedWithTheSizesItDid() {
        Refusal refused = assertThrows(Refusal.class, () -> new DecisionView(results(), 512, null));
        assertTrue(refused.getMessage().startsWith("size: ") && refused.getMessage().contains("[100], not 512"), refused.getMessage());
        assertEquals(List.of("size"), refused.fields().stream().map(RefusedField::path).toList());
    }
}
