package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Session;
import org.wsslab.it.support.DefaultMatrix;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.MatrixCells;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.verification.control.KnownGaps;
import org.wsslab.verification.control.SecretRedaction;
import org.wsslab.verification.entity.Attack;

/**
 * The attack matrix as CI enforces it: every mechanism under every suite it is deployed with, every
 * attack, through the API. Fails if an
 * applicable attack is accepted, if a control is refused (FAILED), if a known gap changes in either
 * direction, or if an attack could not be built (UNTESTED: e.g. a chosen timestamp under a key the
 * lab could not recover) beyond the reviewed limitation: a session's derived keys.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class VerificationIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void everyApplicableAttackIsRefusedAndEveryOtherOutcomeIsTheReviewedOne() throws Exception {
        // The default matrix of this test run: VerificationsPageIT's, when it started one from the page.
        JsonObject verification = DefaultMatrix.verified(api);
        long id = verification.getJsonNumber("id").longValue();
        MatrixCells matrixCells = MatrixCells.of(verification);
        Map<String, JsonObject> cells = matrixCells.byName();
        String matrix = matrixCells.toString();

        // Every endpoint but those whose failure is known (AlgorithmSuitesIT proves them still failing).
        List<Endpoint> attacked = Endpoint.all().stream().filter(e -> e.knownFailure().isEmpty()).toList();
        assertEquals("COMPLETED", verification.getString("status"), verification.toString());
        // Stamped by the lab that ran it (issue 46), and listed under that lab only.
        String lab = verification.getString("lab");
        assertTrue(api.array("verifications?lab=" + lab).getValuesAs(JsonObject.class).stream()
                .anyMatch(v -> v.getJsonNumber("id").longValue() == id), "listed under its lab");
        assertTrue(api.array("verifications?lab=not-" + lab).getValuesAs(JsonObject.class).stream()
                .noneMatch(v -> v.getJsonNumber("id").longValue() == id), "and under no other");
        assertEquals(400, api.get(Caller.VIEWER, "verifications?lab=no%20lab").statusCode(), "a malformed lab name is refused");
        assertEquals(attacked.stream().map(Endpoint::id).toList(), verification.getJsonArray("endpoints").getValuesAs(JsonString.class)
                .stream().map(JsonString::getString).toList(), "every available endpoint, by default");
        assertEquals(attacked.size() * Attack.values().length, cells.size(), "one result per endpoint and attack:\n" + matrix);
        // A known gap is the mechanism's under every suite; the matrix proves that per suite.
        Set<String> gaps = new TreeSet<>();
        KnownGaps.reviewed().all().forEach(gap -> attacked.stream().filter(e -> e.mechanism() == gap.mechanism())
                .forEach(e -> gaps.add(e.id() + " / " + gap.attack())));
        // Where a session's messages carry a timestamp: one that only encrypts has none (not applicable).
        Set<String> untested = attacked.stream().filter(e -> e.mechanism().session() != Session.NONE
                && Attack.STALE_TIMESTAMP.notApplicable(e.mechanism()).isEmpty())
                .map(e -> e.id() + " / " + Attack.STALE_TIMESTAMP).collect(Collectors.toCollection(TreeSet::new));
        Set<String> notApplicable = new TreeSet<>();
        attacked.forEach(e -> Attack.all().stream().filter(a -> a.notApplicable(e.mechanism()).isPresent())
                .forEach(a -> notApplicable.add(e.id() + " / " + a)));

        assertAll(
                () -> assertEquals(Set.of(), matrixCells.having("ACCEPTED"), "accepted attacks (suspect the configuration first):\n"
                        + newGaps(id, matrixCells)),
                () -> assertEquals(Set.of(), matrixCells.having("FAILED"), "cells that prove nothing:\n" + matrix),
                () -> assertEquals(gaps, matrixCells.having("KNOWN_GAP"), "the reviewed known gaps, exactly:\n" + matrix),
                () -> assertEquals(notApplicable, matrixCells.having("NOT_APPLICABLE"), "not applicable where the catalog claims nothing"),
                () -> assertEquals(untested, matrixCells.having("UNTESTED"), "attacks the lab could not build, beyond the reviewed"
                        + " limitation (a stale timestamp under a session's derived keys):\n" + matrix),
                () -> untested.forEach(cell -> assertTrue(cells.get(cell).getString("detail").contains("reviewed limitation"),
                        cell + " says why: " + cells.get(cell))),
                () -> assertTrue(cells.get("plain / CONFIDENTIALITY").getString("detail").contains("found at byte"),
                        "the confidentiality search finds the payload on plain"),
                // Where nothing is signed or timestamped, the attack is made all the same and its consequence shown.
                () -> assertTrue(cells.get("username-token-http / TAMPERED_BODY").getString("detail").contains("the implementation ran"),
                        "an altered body is echoed where nothing is signed: " + cells.get("username-token-http / TAMPERED_BODY")),
                () -> assertTrue(cells.get("username-token-http / REPLAY").getString("detail").contains("the implementation ran"),
                        "a replay is echoed where nothing is timestamped: " + cells.get("username-token-http / REPLAY")),
                // A password digest's nonce is remembered: its replay is refused though nothing is signed or timestamped.
                () -> assertEquals("REFUSED", cells.get("username-token-digest / REPLAY").getString("outcome"),
                        "a digest replayed with its nonce: " + cells.get("username-token-digest / REPLAY")),
                () -> assertTrue(cells.get("username-token-digest / REPLAY").getString("detail").contains("Nonce"),
                        "refused for its nonce: " + cells.get("username-token-digest / REPLAY")),
                () -> assertTrue(cells.get("encrypt-only / TAMPERED_BODY").getString("detail").contains("made all the same"),
                        "an altered ciphertext is sent where nothing is signed: " + cells.get("encrypt-only / TAMPERED_BODY")),
                () -> assertTrue(cells.get("encrypt-only/TripleDesRsa15 / TAMPERED_BODY").getString("detail").contains("made all the same"),
                        "and under every suite: " + cells.get("encrypt-only/TripleDesRsa15 / TAMPERED_BODY")),
                () -> assertTrue(cells.get("sign-only / CONFIDENTIALITY").getString("detail").contains("found at byte"),
                        "sign-only's payload is found on the wire"),
                () -> assertTrue(cells.get("sign-only/Basic256Sha256 / CONFIDENTIALITY").getString("detail").contains("found at byte"),
                        "whatever the suite: " + cells.get("sign-only/Basic256Sha256 / CONFIDENTIALITY")));

        // The attacker's address is real: where nothing protects the headers, an altered ReplyTo gets the reply sent there.
        String encryptOnly = cells.get("encrypt-only / ADDRESSING_ALTERED").getString("detail");
        assertTrue(encryptOnly.contains("made all the same") && encryptOnly.contains("wsa:ReplyTo altered in place")
                && encryptOnly.contains("the server sent its reply to the attacker's address"), encryptOnly);
        // And the reviewed gap keeps what arrived there: the fault the server posted to the attacker's FaultTo.
        JsonObject diverted = LabApi.object(api.get(Caller.VIEWER, "verifications/" + id
                + "/evidence?mechanism=mutual-certificates&attack=ADDRESSING_DUPLICATED").body());
        assertEquals("KNOWN_GAP", diverted.getString("outcome"));
        assertTrue(diverted.getString("diverted").startsWith("POST /wsslab-attacker/") && diverted.getString("diverted").contains("Fault"),
                "what arrived at the attacker's address: " + diverted);
        assertEquals("", diverted.getString("response"), "and on the connection, no answer (HTTP 202)");

        // message-auth-ssl sends its password as text inside TLS: a viewer reading the evidence must not get it.
        String request = LabApi.object(api.get(Caller.VIEWER, "verifications/" + id
                + "/evidence?mechanism=message-auth-ssl&attack=REPLAY").body()).getString("request");
        assertTrue(request.contains("UsernameToken"), "the evidence shows the credential sent");
        assertEquals(List.of(SecretRedaction.WITHHELD), passwords(request), "and withholds its password");
    }

    private static List<String> passwords(String request) {
        return Pattern.compile("<(?:[\\w.-]+:)?Password(?:\\s[^>]*)?>([^<]*)<").matcher(request).results().map(m -> m.group(1)).toList();
    }

    @Test
    void theEvidenceOfACellIsTheAttackRequestAndTheAnswerUnderItsSuite() throws Exception {
        long id = api.verify("{\"mechanisms\": [\"mutual-certificates\"], \"suites\": [\"Basic256\"]}");
        JsonObject verification = api.awaitVerification(id, Duration.ofMinutes(3));
        List<JsonObject> results = verification.getJsonArray("results").getValuesAs(JsonObject.class);
        assertEquals(Attack.values().length, results.size(), "only the named mechanism, under the named suite");
        assertEquals(Set.of("mutual-certificates/Basic256"),
                results.stream().map(r -> r.getString("mechanism") + "/" + r.getString("suite"))
                        .collect(Collectors.toSet()));
        JsonObject evidence = LabApi.object(api.get(Caller.VIEWER, "verifications/" + id
                + "/evidence?mechanism=mutual-certificates&suite=Basic256&attack=TAMPERED_BODY").body());
        assertEquals("REFUSED", evidence.getString("outcome"));
        assertTrue(evidence.getString("request").contains("Security"), "the attack request as sent");
        assertTrue(evidence.getString("request").contains(AlgorithmSuite.BASIC256.encryption()), "made under Basic256: its cipher");
        assertTrue(evidence.getString("response").contains("Fault"), "the fault that refused it");

        assertEquals(404, api.get(Caller.VIEWER, "verifications/999999").statusCode());
        assertEquals(404, api.get(Caller.VIEWER, "verifications/" + id + "/evidence?mechanism=mutual-certificates&attack=TAMPERED_BODY")
                .statusCode(), "no result under the catalog suite, which was not attacked");
        Map<String, String> refused = Map.of(
                "mechanism=mutual-certificates&suite=Basic256&attack=NOPE", "attack: 'NOPE' is not an attack",
                "mechanism=nope&attack=REPLAY", "mechanism: 'nope' is not a mechanism",
                "mechanism=mutual-certificates&suite=Nope&attack=REPLAY", "suite: 'Nope' is not a suite mutual-certificates",
                "mechanism=transport-ssl&suite=Basic256&attack=REPLAY", "suite: 'Basic256' is not a suite transport-ssl");
        for (Map.Entry<String, String> query : refused.entrySet()) {
            HttpResponse<String> response = api.get(Caller.VIEWER, "verifications/" + id + "/evidence?" + query.getKey());
            assertEquals(400, response.statusCode(), query.getKey() + " -> " + response.body());
            String error = LabApi.object(response.body()).getString("error");
            assertTrue(error.startsWith(query.getValue()), query.getKey() + " says what is wrong and what is allowed: " + error);
        }
    }

    @Test
    void badRequestsAreRefusedAndNothingIsStored() throws Exception {
        int before = count();
        for (String body : new String[]{"{\"mechanisms\": [\"nope\"]}", "{\"calls\": 3}", "[1]", "{\"mechanisms\": [\"plain\", \"plain\"]}",
                "{\"mechanisms\": [7]}", "not json", "{\"mechanisms\": []}", "{\"suites\": [\"Basic512\"]}", "{\"suites\": []}",
                "{\"suites\": [\"Basic256\", \"Basic256\"]}", "{\"mechanisms\": [\"transport-ssl\"], \"suites\": [\"TripleDes\"]}",
                "{\"mechanisms\": [\"sts-issued-token\"], \"suites\": [\"TripleDes\"]}"}) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "verifications", body);
            assertEquals(400, response.statusCode(), body + " -> " + response.body());
            assertFalse(LabApi.object(response.body()).getString("error").isBlank(), "says what is allowed");
        }
        assertEquals(403, api.call(Caller.VIEWER, "POST", "verifications", null).statusCode(), "viewers do not start verifications");
        assertEquals(401, api.call(Caller.ANONYMOUS, "GET", "verifications", null).statusCode());
        assertEquals(before, count(), "nothing stored");
    }

    private int count() throws Exception {
        return Json.createReader(new java.io.StringReader(api.get(Caller.VIEWER, "verifications").body())).readArray().size();
    }

    /** For each accepted cell, its entry as known-gaps.json wants it, once reviewed: the evidence to judge it by. */
    private String newGaps(long id, MatrixCells matrixCells) throws Exception {
        StringBuilder entries = new StringBuilder();
        for (String cell : matrixCells.having("ACCEPTED")) {
            String[] key = cell.split(" / ");
            Endpoint endpoint = Endpoint.byId(key[0]).orElseThrow();
            JsonObject evidence = LabApi.object(api.get(Caller.VIEWER, "verifications/" + id + "/evidence?mechanism="
                    + endpoint.mechanism().id() + "&suite=" + endpoint.suiteId() + "&attack=" + key[1]).body());
            entries.append(Json.createObjectBuilder().add("mechanism", endpoint.mechanism().id()).add("attack", key[1])
                    .add("finding", evidence.getString("detail")).add("policy", "?")
                    .add("request", excerpt(evidence, "request", 1500)).add("response", excerpt(evidence, "response", 600))
                    .add("diverted", excerpt(evidence, "diverted", 600)).build())
                    .append(",\n");
        }
        return entries.toString();
    }

    private static String excerpt(JsonObject evidence, String field, int length) {
        String text = evidence.isNull(field) ? "" : evidence.getString(field);
        return text.length() <= length ? text : text.substring(0, length) + "…";
    }
}
