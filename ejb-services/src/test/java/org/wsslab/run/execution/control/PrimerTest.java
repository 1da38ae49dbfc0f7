package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** A segment's priming is recorded beside what the environment probe found, which it leaves as it was. */
class PrimerTest {

    @Test
    void thePrimingIsAddedToTheEnvironmentUnderItsOwnName() {
        String recorded = new Primer.Done(50, 400, 2, 12.34567).into("{\"host\":\"lab\",\"bootstrap_seed\":7}");

        JsonObject environment = Json.createReader(new StringReader(recorded)).readObject();
        assertEquals("lab", environment.getString("host"));
        assertEquals(7, environment.getInt("bootstrap_seed"));
        JsonObject priming = environment.getJsonObject("priming");
        assertEquals(50, priming.getInt("calls_per_endpoint_and_size"));
        assertEquals(400, priming.getJsonNumber("calls_made").longValue());
        assertEquals(2, priming.getJsonNumber("failed").longValue());
        assertEquals(12.346, priming.getJsonNumber("seconds").doubleValue(), 1e-9, "to the millisecond");
    }
}
