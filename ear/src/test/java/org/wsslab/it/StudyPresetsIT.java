package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.StudyRuns;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Every item of every study the lab can run, reproduced (scaled) through the API: each preset passes
 * POST /runs' rules, and the runs it starts store the study's parameters, field by field (plain added).
 * The engine is held before its second call and the runs cancelled once read: the studies' runs take minutes.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class StudyPresetsIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @ParameterizedTest
    @ValueSource(strings = {"000", "001", "002", "003", "004"})
    void everyRunnableItemStartsRunsWithTheStudysParameters(String study) throws Exception {
        List<Long> runs = new ArrayList<>();
        api.holdBefore(1);
        try {
            for (JsonObject item : api.json("studies/" + study).getJsonArray("items").getValuesAs(JsonObject.class)) {
                if (!item.getBoolean("runnable")) {
                    continue;
                }
                HttpResponse<String> made = api.call(Caller.OPERATOR, "POST", "studies/" + study + "/items/" + item.getString("id")
                        + "/reproduce", "");
                assertEquals(202, made.statusCode(), item.getString("id") + ": " + made.body());
                JsonArray groups = LabApi.object(made.body()).getJsonArray("groups");
                JsonArray requests = item.getJsonArray("requests");
                assertEquals(requests.size(), groups.size(), item.getString("id") + ": a group per run of the item");
                for (int i = 0; i < groups.size(); i++) {
                    JsonObject request = requests.getJsonObject(i).getJsonObject("request");
                    assertEquals(requests.getJsonObject(i).getString("role"), groups.getJsonObject(i).getString("role"));
                    for (JsonValue id : groups.getJsonObject(i).getJsonArray("runs")) {
                        long run = ((jakarta.json.JsonNumber) id).longValue();
                        runs.add(run);
                        assertStored(item.getString("id"), request, api.run(run));
                    }
                }
            }
        } finally {
            StudyRuns.cancel(api, runs);
        }
    }

    /** Each field the preset gives, as the run stored it: mechanisms with plain added, sizes in the run's order. */
    private static void assertStored(String item, JsonObject request, JsonObject run) {
        JsonObject stored = run.getJsonObject("parameters");
        assertEquals(item, run.getString("name").split(" ")[0], "a reproduced run is named after its item");
        for (String field : request.keySet()) {
            switch (field) {
                case "mechanisms" -> {
                    Set<String> asked = strings(request.getJsonArray(field));
                    asked.add("plain");
                    assertEquals(asked, strings(stored.getJsonArray(field)), item + " mechanisms");
                }
                case "suites" -> assertEquals(strings(request.getJsonArray(field)), strings(stored.getJsonArray(field)), item + " suites");
                case "sizes" -> assertEquals(numbers(request.getJsonArray(field)), numbers(stored.getJsonArray(field)), item + " sizes");
                // The rule's fields the preset gives; the run shows the others with their defaults (a growth run's wire_every).
                case "mode" -> assertEquals(request.get(field), given(request.get(field), stored.get(field)), item + " mode");
                default -> assertEquals(request.get(field), stored.get(field), item + " " + field);
            }
        }
    }

    /** The stored value with only the object members the request gives, at every depth. */
    private static JsonValue given(JsonValue asked, JsonValue stored) {
        if (!(asked instanceof JsonObject request) || !(stored instanceof JsonObject run)) {
            return stored;
        }
        var kept = jakarta.json.Json.createObjectBuilder();
        request.forEach((name, value) -> {
            if (run.containsKey(name)) {
                kept.add(name, given(value, run.get(name)));
            }
        });
        return kept.build();
    }

    private static Set<String> strings(JsonArray array) {
        return array.getValuesAs(JsonString.class).stream().map(JsonString::getString).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<Integer> numbers(JsonArray array) {
        return array.getValuesAs(jakarta.json.JsonNumber.class).stream().map(jakarta.json.JsonNumber::intValue)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
