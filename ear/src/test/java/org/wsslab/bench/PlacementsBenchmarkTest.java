package org.wsslab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What bench placements asks the lab: one request for every placement but its target and group, all primed alike. */
class PlacementsBenchmarkTest {

    @Test
    void everyPlacementAsksTheSamePrimedPairedRunButForItsTarget() {
        JsonObject inServer = read(PlacementsBenchmark.request("in-server", "lab", "S", 1));
        JsonObject separate = read(PlacementsBenchmark.request("separate-process", "local", "S", 1));

        assertFalse(inServer.containsKey("target"), "the lab's own server is the default target");
        assertEquals("local", separate.getString("target"));
        assertEquals("rounds", inServer.getString("order"));
        assertEquals(1000, inServer.getJsonObject("priming").getInt("calls"));
        assertEquals(List.of(100, 10240, 1048576), inServer.getJsonArray("sizes").getValuesAs(jakarta.json.JsonNumber.class).stream()
                .map(jakarta.json.JsonNumber::intValue).toList());
        assertEquals("placements S in-server", inServer.getString("group"));
        assertEquals("placements S separate-process", separate.getString("group"), "each placement's runs a group of their own");
        for (String same : List.of("mechanisms", "sizes", "calls", "warmup", "order", "priming")) {
            assertEquals(inServer.get(same), separate.get(same), same);
        }
    }

    @Test
    void placementsAndRunsAreReadInTheOrderGiven() {
        assertEquals(Map.of("in-server", "lab", "separate-process", "local"),
                PlacementsBenchmark.targetsByPlacement("in-server=lab, separate-process=local"));
        assertEquals(List.of("in-server", "separate-process"),
                List.copyOf(PlacementsBenchmark.targetsByPlacement("in-server=lab,separate-process=local").keySet()));
        assertEquals(Map.of("in-server", List.of(1L, 2L), "one-core-each", List.of(7L)),
                PlacementsBenchmark.runsByPlacement("in-server:1,2;one-core-each:7"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlacementsBenchmark.targetsByPlacement("in-server"))
                .getMessage().contains("placement=target"));
        assertThrows(IllegalArgumentException.class, () -> PlacementsBenchmark.runsByPlacement("in-server:"));
    }

    private static JsonObject read(String json) {
        return Json.createReader(new StringReader(json)).readObject();
    }
}
