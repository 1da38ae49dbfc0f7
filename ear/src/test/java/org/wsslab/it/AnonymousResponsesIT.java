package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Session;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.MatrixCells;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.verification.control.KnownGaps;
import org.wsslab.verification.entity.Attack;

/**
 * The hardened addressing set-up (bin/wsslab start --addressing anonymous-responses): the signing
 * mechanisms' policies require anonymous responses, and the FaultTo diversion the default matrix
 * finds (a KNOWN_GAP there, VerificationIT) is refused, on every signing mechanism under every suite,
 * with the fault on the connection and nothing at the attacker's address; every other cell is what
 * the default set-up gives, and every mechanism still echoes. The shared test domain keeps the
 * default set-up, so this class deploys the hardened lab on the crash domain (port base + 100), and
 * puts the default back when it ends.
 */
@NeedsCrashDomain
class AnonymousResponsesIT {

    private static CrashDomain domain;
    private static LabApi api;

    @BeforeAll
    static void deployTheHardenedLab() throws Exception {
        domain = CrashDomain.started(Duration.ofMinutes(10));
        domain.deploy(LabDeployment.withHooks(AddressingSetup.ANONYMOUS_RESPONSES));
        api = domain.api();
    }

    /** The default lab back for a class after this one; the listener stops the domain when the test plan ends. */
    @AfterAll
    static void putTheDefaultBack() throws Exception {
        if (domain != null) {
            domain.deploy();
        }
    }

    @Test
    void theFaultToDiversionIsRefusedAndEveryOtherCellIsTheDefaultSetUps() throws Exception {
        List<Mechanism> signing = AddressingSetup.mechanisms();
        long id = api.verify(Json.createObjectBuilder().add("mechanisms", Json.createArrayBuilder(signing.stream().map(Mechanism::id)
                .toList())).build().toString());
        JsonObject verification = api.awaitVerification(id, Duration.ofMinutes(15));
        assertEquals("COMPLETED", verification.getString("status"), verification.toString());
        MatrixCells matrixCells = MatrixCells.of(verification);
        Map<String, JsonObject> cells = matrixCells.byName();
        String matrix = matrixCells.toString();

        List<Endpoint> attacked = Endpoint.all().stream().filter(e -> signing.contains(e.mechanism()) && e.knownFailure().isEmpty())
                .toList();
        assertEquals(attacked.size() * Attack.values().length, cells.size(), "every signing endpoint, every attack:\n" + matrix);
        Set<String> diversions = attacked.stream().map(e -> e.id() + " / " + Attack.ADDRESSING_DUPLICATED)
                .collect(Collectors.toCollection(TreeSet::new));
        // The default set-up's reviewed gaps, but for the diversion the set-up closes.
        Set<String> gaps = new TreeSet<>();
        KnownGaps.reviewed().all().stream().filter(gap -> gap.attack() != Attack.ADDRESSING_DUPLICATED)
                .forEach(gap -> attacked.stream().filter(e -> e.mechanism() == gap.mechanism()).forEach(e -> gaps.add(e.id() + " / "
                        + gap.attack())));
        Set<String> untested = attacked.stream().filter(e -> e.mechanism().session() != Session.NONE)
                .map(e -> e.id() + " / " + Attack.STALE_TIMESTAMP).collect(Collectors.toCollection(TreeSet::new));
        assertAll(
                () -> assertTrue(matrixCells.having("REFUSED").containsAll(diversions), "the diversion refused everywhere:\n" + matrix),
                () -> assertEquals(gaps, matrixCells.having("KNOWN_GAP"), "the other reviewed gaps, exactly:\n" + matrix),
                () -> assertEquals(Set.of(), matrixCells.having("ACCEPTED"), "accepted attacks:\n" + matrix),
                () -> assertEquals(Set.of(), matrixCells.having("FAILED"), "every control echoed, so every mechanism works:\n" + matrix),
                () -> assertEquals(untested, matrixCells.having("UNTESTED"), "the reviewed limitation only:\n" + matrix));

        JsonObject refused = LabApi.object(api.get(Caller.VIEWER, "verifications/" + id
                + "/evidence?mechanism=mutual-certificates&attack=ADDRESSING_DUPLICATED").body());
        assertEquals("REFUSED", refused.getString("outcome"), refused.toString());
        assertTrue(!refused.containsKey("diverted") || refused.isNull("diverted") || refused.getString("diverted").isEmpty(),
                "nothing at the attacker's address: " + refused);
        assertTrue(refused.getString("response").contains("Fault"), "the fault came back on the connection: " + refused);
    }

    @Test
    void everySigningMechanismEchoesAndTheRunRecordsTheSetUp() throws Exception {
        String mechanisms = AddressingSetup.mechanisms().stream().map(m -> "\"" + m.id() + "\"").collect(Collectors.joining(", "));
        long id = api.start("{\"mechanisms\": [" + mechanisms + "], \"sizes\": [100], \"calls\": 3, \"warmup\": 1}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(5));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
            assertEquals(0, row.getInt("errors"), "no call failed: " + row);
        }
        JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertEquals(AddressingSetup.ANONYMOUS_RESPONSES.id(), segment.getString("addressing_setup"));

        // What a client reads: the published policy requires anonymous responses.
        String wsdl = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(wsdlOf("mutual-certificates"))).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(wsdl.contains("AnonymousResponses"), wsdl);
    }

    private static String wsdlOf(String mechanism) throws Exception {
        return Json.createReader(new java.io.StringReader(api.get(Caller.VIEWER, "mechanisms").body())).readArray()
                .getValuesAs(JsonObject.class).stream().filter(m -> m.getString("id").equals(mechanism)).findFirst().orElseThrow()
                .getString("wsdl");
    }

}
