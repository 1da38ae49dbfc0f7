package org.wsslab.console.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonGenerator;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import org.junit.jupiter.api.Test;

class ClosingBraceHeldTest {

    private static final JsonArray FINDINGS = Json.createArrayBuilder()
            .add(Json.createObjectBuilder().add("id", "000-f1").add("verdict", "differs").add("measured", 1.25)).build();

    /** Written as RunTransfer writes a run file: a generator that closes the writer it was given. */
    private static void runFile(Writer out) {
        try (JsonGenerator json = Json.createGenerator(out)) {
            json.writeStartObject().write("format", "wsslab-run").write("format_version", 1).writeStartObject("tables")
                    .writeStartArray("RUN").writeStartObject().write("ID", 7).writeEnd().writeEnd().writeEnd().writeEnd();
        }
    }

    @Test
    void aStreamedObjectGainsTheMemberAtItsEndAndStaysOneObject() throws Exception {
        StringWriter expected = new StringWriter();
        runFile(expected);
        StringWriter written = new StringWriter();
        ClosingBraceHeld file = new ClosingBraceHeld(written);
        runFile(file);
        file.end("findings", FINDINGS);

        JsonObject read = Json.createReader(new StringReader(written.toString())).readObject();
        assertEquals(FINDINGS, read.getJsonArray("findings"));
        JsonObject original = Json.createReader(new StringReader(expected.toString())).readObject();
        assertEquals(original, Json.createObjectBuilder(read).remove("findings").build(), "every member as it was written");
        assertEquals(original.keySet().stream().toList(), read.keySet().stream().limit(original.size()).toList(), "the member comes last");
    }

    @Test
    void whatIsNoObjectIsNotFinishedAsOne() throws Exception {
        ClosingBraceHeld nothing = new ClosingBraceHeld(new StringWriter());
        assertThrows(IllegalStateException.class, () -> nothing.end("findings", FINDINGS));
        ClosingBraceHeld array = new ClosingBraceHeld(new StringWriter());
        array.write("[1, 2]");
        assertThrows(IllegalStateException.class, () -> array.end("findings", FINDINGS));
    }
}
