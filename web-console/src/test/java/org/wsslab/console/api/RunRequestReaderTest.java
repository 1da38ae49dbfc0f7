package org.wsslab.console.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/** A bad body is refused with today's sentence and the path of the field it is about. */
class RunRequestReaderTest {

    @Test
    void aFractionWhereAWholeNumberBelongsIsRefusedAtItsField() {
        Refusal refused = assertThrows(Refusal.class, () -> RunRequestReader.read("{\"calls\": 1.5}"));
        assertEquals("calls: 1.5 is not a whole number", refused.getMessage());
        assertEquals(List.of(new RefusedField("calls", "1.5 is not a whole number")), refused.fields());
    }

    @Test
    void aFieldInsideAModeIsNamedByItsWholePath() {
        Refusal refused = assertThrows(Refusal.class,
                () -> RunRequestReader.read("{\"mode\": {\"growth\": {\"start\": 12, \"step\": \"x\", \"calls\": 3}}}"));
        assertEquals("mode.growth.step", refused.fields().get(0).path());
        assertEquals("step: \"x\" is not a whole number", refused.getMessage(), "the sentence as it always was");
    }

    @Test
    void anUnknownFieldOrMalformedJsonIsAboutTheWholeBody() {
        Refusal unknown = assertThrows(Refusal.class, () -> RunRequestReader.read("{\"cals\": 3}"));
        assertEquals("unknown field 'cals'; ", unknown.getMessage().substring(0, "unknown field 'cals'; ".length()));
        assertEquals(List.of(), unknown.fields());
        assertEquals(List.of(), assertThrows(Refusal.class, () -> RunRequestReader.read("{\"calls\": ")).fields());
    }

    @Test
    void theErrorBodyCarriesTheSentenceAndTheFields() {
        Refusal refused = assertThrows(Refusal.class, () -> RunRequestReader.read("{\"sizes\": [100, \"a\"]}"));
        JsonObject body = Json.error(refused.getMessage(), refused.fields());
        assertEquals("sizes: \"a\" is not a whole number", body.getString("error"));
        assertEquals("sizes", body.getJsonArray("fields").getJsonObject(0).getString("path"));
        assertEquals("\"a\" is not a whole number", body.getJsonArray("fields").getJsonObject(0).getString("message"));
        assertEquals(0, Json.error("no such resource").getJsonArray("fields").size());
    }
}
