package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.StudyRuns;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The studies through the API (docs/studies.md): five studies whose items say whether the lab runs
 * them; the published values it gives are reference.json's, item by item; a reproduce queues a group
 * per role tagged with the study and item; an unknown study or item, an item the lab cannot run, a bad
 * scale or number of replicates, and a viewer are refused, with nothing stored.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class StudiesApiIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void theFiveStudiesListTheirItemsAndWhyTheLabCannotRunSome() throws Exception {
        JsonArray studies = Json.createReader(new java.io.StringReader(LabApi.ok(api.get(Caller.VIEWER, "studies")))).readArray();
        assertEquals(List.of("000", "001", "002", "003", "004"),
                studies.getValuesAs(JsonObject.class).stream().map(s -> s.getString("id")).toList());
        for (JsonObject study : studies.getValuesAs(JsonObject.class)) {
            for (JsonObject item : study.getJsonArray("items").getValuesAs(JsonObject.class)) {
                assertTrue(item.getString("id").startsWith(study.getString("id") + "-"), item.toString());
                assertFalse(item.getString("title").isBlank(), item.toString());
                if (item.getBoolean("runnable")) {
                    assertFalse(item.getJsonArray("requests").isEmpty(), item.toString());
                    item.getJsonArray("requests").getValuesAs(JsonObject.class)
                            .forEach(request -> assertFalse(request.getString("role").isBlank(), item.toString()));
                } else {
                    assertFalse(item.getString("reason").isBlank(), item.toString());
                }
            }
        }
        assertEquals(401, api.get(Caller.ANONYMOUS, "studies").statusCode(), "the studies are read by the console's users");
    }

    @Test
    void thePublishedValuesAreReferenceJsonsItemByItem() throws Exception {
        JsonObject reference;
        try (InputStream in = StudiesApiIT.class.getClassLoader().getResourceAsStream("studies/reference.json")) {
            reference = Json.createReader(in).readObject();
        }
        int compared = 0;
        for (String id : List.of("000", "001", "002", "003", "004")) {
            JsonObject study = api.json("studies/" + id);
            for (JsonObject item : study.getJsonArray("items").getValuesAs(JsonObject.class)) {
                JsonObject file = studyFileItem(id, item.getString("id"));
                JsonObject pointers = file.containsKey("published") ? file.getJsonObject("published") : JsonValue.EMPTY_JSON_OBJECT;
                assertEquals(pointers.keySet(), item.getJsonObject("published").keySet(), item.getString("id"));
                for (Map.Entry<String, JsonValue> pointer : pointers.entrySet()) {
                    JsonValue typedIn = Json.createPointer(((jakarta.json.JsonString) pointer.getValue()).getString()).getValue(reference);
                    assertEquals(typedIn, item.getJsonObject("published").get(pointer.getKey()),
                            item.getString("id") + " " + pointer.getKey());
                    compared++;
                }
            }
        }
        assertTrue(compared > 20, "published values compared: " + compared);
    }

    @Test
    void aReproduceQueuesAGroupPerRoleTaggedWithItsStudyAndItem() throws Exception {
        api.holdBefore(1);
        List<Long> runs = new java.util.ArrayList<>();
        try {
            HttpResponse<String> made = api.call(Caller.OPERATOR, "POST", "studies/004/items/004-j3/reproduce",
                    "{\"scale\": \"scaled\", \"replicates\": 2}");
            assertEquals(202, made.statusCode(), made.body());
            JsonObject answer = LabApi.object(made.body());
            assertEquals("004", answer.getString("study"));
            assertEquals("004-j3", answer.getString("item"));
            JsonObject group = answer.getJsonArray("groups").getJsonObject(0);
            assertEquals("cycles", group.getString("role"));
            group.getJsonArray("runs").getValuesAs(jakarta.json.JsonNumber.class).forEach(run -> runs.add(run.longValue()));
            assertEquals(2, runs.size());

            JsonObject listed = api.json("studies/004/items/004-j3").getJsonArray("reproductions").getValuesAs(JsonObject.class).stream()
                    .filter(g -> g.getString("name").equals(group.getString("group"))).findFirst().orElseThrow();
            assertEquals(Map.of("study", "004", "item", "004-j3", "role", "cycles", "scale", "scaled", "kind", "same-jvm"),
                    Map.of("study", listed.getString("study"), "item", listed.getString("item"), "role", listed.getString("role"), "scale",
                            listed.getString("scale"), "kind", listed.getString("kind")));
            for (long run : runs) {
                JsonObject stored = api.run(run);
                assertEquals(group.getString("group"), stored.getString("group"));
                assertEquals(20, stored.getJsonObject("parameters").getInt("calls"), "the scaled count");
            }
        } finally {
            StudyRuns.cancel(api, runs);
        }
    }

    @Test
    void whatCannotBeReproducedIsRefusedNamingWhyAndNothingIsStored() throws Exception {
        int runs = api.runCount();
        int groups = Json.createReader(new java.io.StringReader(LabApi.ok(api.get(Caller.VIEWER, "groups")))).readArray().size();
        refused(404, "studies/999/items/999-f1/reproduce", "", "study '999'");
        refused(404, "studies/004/items/004-j99/reproduce", "", "item '004-j99' in study 004");
        String notRunnable = api.json("studies/003").getJsonArray("items").getValuesAs(JsonObject.class).stream()
                .filter(item -> !item.getBoolean("runnable")).findFirst().orElseThrow().getString("id");
        refused(409, "studies/003/items/" + notRunnable + "/reproduce", "", "cannot be reproduced yet");
        refused(400, "studies/004/items/004-j3/reproduce", "{\"scale\": \"half\"}", "'half' is not a scale; allowed are scaled, full");
        refused(400, "studies/004/items/004-j3/reproduce", "{\"replicates\": 0}", "replicates is a number of runs per role from 1 to 10");
        refused(400, "studies/004/items/004-j3/reproduce", "{\"replicate\": 2}", "unknown field 'replicate'");
        refused(400, "studies/004/items/004-j3/reproduce", "{\"replicates\": 1.5}", "replicates: 1.5 is not a whole number of replicates");
        HttpResponse<String> viewer = api.call(Caller.VIEWER, "POST", "studies/004/items/004-j3/reproduce", "");
        assertEquals(403, viewer.statusCode(), "a viewer reads studies, an operator reproduces them");
        assertEquals(runs, api.runCount(), "a refused reproduce left a run behind");
        assertEquals(groups, Json.createReader(new java.io.StringReader(LabApi.ok(api.get(Caller.VIEWER, "groups")))).readArray().size(),
                "a refused reproduce left a group behind");
    }

    private void refused(int status, String path, String body, String words) throws Exception {
        HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", path, body);
        assertEquals(status, response.statusCode(), path + " " + body + " -> " + response.body());
        assertTrue(LabApi.object(response.body()).getString("error").contains(words), response.body() + " should say: " + words);
    }

    /** The item as the project's study file holds it. */
    static JsonObject studyFileItem(String study, String item) throws Exception {
        try (InputStream in = StudiesApiIT.class.getClassLoader().getResourceAsStream("studies/" + study + ".json")) {
            return Json.createReader(in).readObject().getJsonArray("items").getValuesAs(JsonObject.class).stream()
                    .filter(i -> i.getString("id").equals(item)).findFirst().orElseThrow();
        }
    }
}
