package org.wsslab.run.transfer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/**
 * A file that is no run file is refused with the sentence it always had, and names where in the file the
 * fault is ({@code format_version}, {@code tables.RUN[0].STATUS}); a file that is not JSON names nothing.
 */
class RunFileTest {

    private static final String RUN = "{\"ID\": 7, \"STATUS\": \"COMPLETED\"}";

    private static String file(String format, String version, String tables) {
        return "{\"format\": " + format + ", \"format_version\": " + version + ", \"tables\": " + tables + "}";
    }

    private static void refuses(String sentence, List<String> paths, String file) {
        Refusal refused = assertThrows(Refusal.class, () -> RunFile.read(new StringReader(file)));
        assertEquals(sentence, refused.getMessage());
        assertEquals(paths, refused.fields().stream().map(RefusedField::path).toList());
        refused.fields().forEach(field -> assertEquals(sentence, field.message(), "a field's message is the sentence, said whole"));
    }

    @Test
    void eachFaultNamesWhereItIs() {
        String notARun = "the file is not a wsslab run (\"format\": \"wsslab-run\" is missing); give a file the lab exported";
        refuses(notARun, List.of("format"), file("\"something else\"", "1", "{}"));
        refuses(notARun, List.of("format_version"), file("\"wsslab-run\"", "\"1\"", "{}"));
        refuses("the file's format_version is 2; this lab reads 1", List.of("format_version"), file("\"wsslab-run\"", "2", "{}"));
        refuses("the file has no \"tables\" object; give a file the lab exported", List.of("tables"), file("\"wsslab-run\"", "1", "[]"));
        refuses("the file's tables have no RUN array; give a file the lab exported", List.of("tables.RUN"),
                file("\"wsslab-run\"", "1", "{}"));
        refuses("the file holds 2 runs in RUN; a run file holds exactly one", List.of("tables.RUN"),
                file("\"wsslab-run\"", "1", "{\"RUN\": [" + RUN + ", " + RUN + "]}"));
        refuses("the run in the file is RUNNING; only an ended run (" + String.join(", ", RunFile.ENDED) + ") can be imported",
                List.of("tables.RUN[0].STATUS"), file("\"wsslab-run\"", "1", "{\"RUN\": [" + RUN.replace("COMPLETED", "RUNNING") + "]}"));
    }

    @Test
    void aFileThatIsNotJsonIsRefusedAsAWhole() {
        Refusal refused = assertThrows(Refusal.class, () -> RunFile.read(new StringReader("not json")));
        assertEquals(List.of(), refused.fields());
    }

    @Test
    void aValueNamesItsTableRowAndColumn() {
        Refusal id = assertThrows(Refusal.class,
                () -> RunFile.number(Json.createObjectBuilder().add("RUN_ID", "x").build(), "SAMPLE", 3, "RUN_ID"));
        assertEquals("SAMPLE.RUN_ID is missing or not a whole number in the file", id.getMessage());
        assertEquals("tables.SAMPLE[3].RUN_ID", id.fields().get(0).path());
        Refusal value = assertThrows(Refusal.class, () -> ColumnJson.value(Json.createValue("fast"), Types.BIGINT, "SAMPLE", 12, "RTT_NS"));
        assertEquals("SAMPLE.RTT_NS is \"fast\" in the file, which does not fit the column (JDBC type " + Types.BIGINT + ")",
                value.getMessage());
        assertEquals("tables.SAMPLE[12].RTT_NS", value.fields().get(0).path());
        assertEquals(7L, RunFile.read(new StringReader(file("\"wsslab-run\"", "1", "{\"RUN\": [" + RUN + "]}"))).originalId());
        assertEquals(null, ColumnJson.value(JsonValue.NULL, Types.BIGINT, "SAMPLE", 0, "RTT_NS"));
    }
}
