package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.it.support.DefaultMatrix;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.LabApi.Caller;

/** The verifications page in a real browser: the attack matrix started, every verdict and its evidence shown as stored. */
class VerificationsPageIT extends BrowserTest {

    /** Verdicts a held verification has stored when the test cancels it. */
    private static final int HELD_AFTER = 3;

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void operatorStartsTheAttackMatrixAndEveryCellShowsTheStoredVerdictAndItsEvidence() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        VerificationsPage page = VerificationsPage.open(browser, VerificationsPage.startButton()).startAndAwaitEnd(Duration.ofMinutes(6));
        long id = page.id();
        JsonObject verification = api.verification(id);
        assertEquals("COMPLETED", verification.getString("status"));
        // VerificationIT asserts every cell of this same matrix rather than making another.
        DefaultMatrix.made(id);
        Map<String, String> stored = new HashMap<>();
        verification.getJsonArray("results").getValuesAs(JsonObject.class)
                .forEach(r -> stored.put(r.getString("mechanism") + "/" + r.getString("suite") + "/" + r.getString("attack"),
                        r.getString("outcome")));
        List<VerificationsPage.Cell> cells = page.cells();
        assertEquals(stored.size(), cells.size(), "one cell per stored result");
        for (VerificationsPage.Cell cell : cells) {
            assertEquals(stored.get(cell.key()), cell.outcome(), cell.key());
            assertEquals(Outcome.valueOf(stored.get(cell.key())).label(), cell.text(), cell.key() + " as shown, in words");
        }
        browser.screenshot("10-attack-matrix");

        page.openEvidence("mutual-certificates", "TripleDesRsa15", "TAMPERED_BODY");
        assertTrue(page.evidenceHeading().startsWith("mutual-certificates under TripleDesRsa15 · tampered body"), page.evidenceHeading());
        assertTrue(page.detail().contains("SOAP fault"), "the fault text");
        assertTrue(page.request().contains("Security"), "the attack request as sent");
        assertTrue(page.request().contains(AlgorithmSuite.TRIPLE_DES_RSA15.encryption()), "made under TripleDesRsa15: its cipher");
        browser.screenshot("11-attack-evidence");

        // A run's offline report carries the newest completed verification that covers its mechanisms (this one),
        // cut to the rows of the endpoints the run measured.
        long run = api.start("{\"mechanisms\": [\"plain\", \"mutual-certificates\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(run, Duration.ofMinutes(2));
        Path reportFile = RunPage.open(browser, run).download("exportReport", "wsslab-run-" + run + "-report.html");
        String report = Files.readString(reportFile);
        try (ConsoleBrowser offline = new ConsoleBrowser(true)) {
            offline.driver().get(reportFile.toUri().toString());
            offline.waitFor(Duration.ofSeconds(20), By.cssSelector("table.matrix th"));
            // Every header of the report's matrix fits its column: none spills over its neighbour.
            Object spilling = offline.script("return Array.from(document.querySelectorAll('table.matrix th'))"
                    + ".filter(th => th.scrollWidth > th.clientWidth + 1).map(th => th.textContent);");
            assertEquals(List.of(), spilling, "matrix headers wider than their column");
        }
        assertTrue(report.contains("Verification " + id + ","), "the report names the verification");
        Set<String> measured = Set.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()).stream()
                .map(endpoint -> endpoint.mechanism().id() + "/" + endpoint.suiteId()).collect(Collectors.toSet());
        for (Map.Entry<String, String> cell : stored.entrySet()) {
            String[] key = cell.getKey().split("/");
            boolean inRun = measured.contains(key[0] + "/" + key[1]);
            assertEquals(inRun, report.contains("class=\"outcome " + cell.getValue() + "\" data-mechanism=\"" + key[0] + "\" data-suite=\""
                    + key[1] + "\" data-attack=\"" + key[2] + "\""), "the report's " + cell.getKey() + (inRun ? "" : ": not the run's"));
        }
        // Signed out, the class's one browser serves a viewer next, as a second browser would.
        browser.signOut();
        SignInPage.open(browser).signIn(Caller.VIEWER);
        assertFalse(VerificationsPage.open(browser, VerificationsPage.matrix()).offersStart(), "a viewer cannot start one");
    }

    @Test
    void aVerificationOfChosenMechanismsCoversExactlyThemAndACellsEvidenceOpensInPlaceIndented() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        VerificationsPage page = VerificationsPage.open(browser, VerificationsPage.startButton())
                .choose(Set.of("transport-ssl", "sign-only")).startAndAwaitEnd(Duration.ofMinutes(4));
        JsonObject verification = api.verification(page.id());
        assertEquals(Set.of("transport-ssl", "sign-only"), verification.getJsonArray("results").getValuesAs(JsonObject.class)
                .stream().map(r -> r.getString("mechanism")).collect(Collectors.toSet()), "exactly the mechanisms ticked");

        Map<String, String> legend = page.legend();
        for (Outcome outcome : Outcome.values()) {
            assertEquals(outcome.meaning(), legend.get(outcome.label()), "the legend explains " + outcome + " in the matrix's words");
        }
        Map<String, String> attacks = page.attackDescriptions();
        for (Attack attack : Attack.values()) {
            assertEquals(attack.description(), attacks.get(attack.name()), "the page says what " + attack + " does");
        }

        JsonObject refused = verification.getJsonArray("results").getValuesAs(JsonObject.class).stream()
                .filter(r -> r.getString("outcome").equals("REFUSED") && !r.getString("suite").isEmpty()).findFirst().orElseThrow();
        browser.script("window.wsslabNotReloaded = true;");
        page.openEvidence(refused.getString("mechanism"), refused.getString("suite"), refused.getString("attack"));
        assertEquals(true, browser.script("return window.wsslabNotReloaded === true;"), "the evidence opened in place");
        assertTrue(browser.driver().getCurrentUrl().contains("attack=" + refused.getString("attack")), "its address, to bookmark");
        String request = page.request();
        assertTrue(request.lines().count() > 10 && request.lines().anyMatch(line -> line.startsWith("  <")),
                "the request is indented, an element a line: " + request.lines().limit(5).toList());
    }

    @Test
    void aRunningVerificationKeepsTheTicksShowsHowFarItIsAndAnOperatorCancelsIt() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        Set<String> chosen = Set.of("plain", "sign-only");
        long id;
        LabApi.ok(api.call(Caller.OPERATOR, "PUT", "harness/verification-hold?after=" + HELD_AFTER, null));
        try {
            VerificationsPage page = VerificationsPage.open(browser, VerificationsPage.startButton()).choose(chosen).start();
            id = page.id();
            Poll.until("the verification hold", Duration.ofMinutes(3), Duration.ofMillis(200),
                    () -> LabApi.object(LabApi.ok(api.get(Caller.OPERATOR, "harness/verification-hold"))),
                    hold -> "HELD".equals(hold.getString("state")));
            assertEquals(chosen, page.ticked(), "after Start the form keeps the mechanisms ticked");
            int cells = api.verification(id).getJsonArray("endpoints").size() * Attack.values().length;
            page.awaitProgress(HELD_AFTER + " of " + cells + " cells", Duration.ofSeconds(30));
            assertTrue(page.offersCancel(), "a running verification offers Cancel");
            assertTrue(page.cancel().contains("stops before its next attack"), "the page says what Cancel does");
        } finally {
            // Never left armed for a later verification; released, the verification sees the cancel before its next attack.
            api.call(Caller.OPERATOR, "DELETE", "harness/verification-hold", null);
        }
        JsonObject cancelled = api.awaitVerification(id, Duration.ofMinutes(1));
        assertEquals("CANCELLED", cancelled.getString("status"), cancelled.toString());
        assertEquals(HELD_AFTER, cancelled.getJsonArray("results").size(), "the verdicts reached are kept, and no other");
        VerificationsPage page = VerificationsPage.shown(browser).awaitStatus("CANCELLED", Duration.ofSeconds(30));
        assertFalse(page.offersCancel(), "an ended verification offers no Cancel");
        assertTrue(page.progress().startsWith(HELD_AFTER + " of "), page.progress());
    }
}
