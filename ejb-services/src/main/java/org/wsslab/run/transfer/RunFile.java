package org.wsslab.run.transfer;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.Reader;
import java.util.List;
import java.util.Set;
import org.wsslab.lab.LabName;
import org.wsslab.refusal.Refusal;

/**
 * A run file as it is read back: the checks that it is one (format, version, one ended run) and its
 * parts (the tables, the run's row, where it was exported). Apart from {@link RunTransfer} because
 * this is the file's own grammar, which refuses a file before the database is touched; the transfer
 * only moves rows between the file and the tables.
 */
final class RunFile {

    /** The states a run has when its file is written, and the only ones a file may hold. */
    static final Set<String> ENDED = Set.of("COMPLETED", "FAILED", "CANCELLED", "INTERRUPTED");

    private final JsonObject file;
    private final JsonObject tables;
    private final JsonObject run;

    private RunFile(JsonObject file, JsonObject tables, JsonObject run) {
        this.file = file;
        this.tables = tables;
        this.run = run;
    }

    /** The file a reader holds; refused when it is not JSON, not a run file of this version, or not one ended run. */
    static RunFile read(Reader in) {
        JsonObject file;
        try {
            file = Json.createReader(in).readObject();
        } catch (JsonException | IllegalStateException e) {
            throw Refusal.invalid("the file is not JSON (" + e.getMessage() + "); give a file the lab exported (GET /runs/{id}/export)");
        }
        if (!RunTransfer.FORMAT.equals(text(file, "format")) || !file.containsKey("format_version")
                || file.get("format_version").getValueType() != JsonValue.ValueType.NUMBER) {
            // About the format, or its version when the format is right.
            throw Refusal.about(RunTransfer.FORMAT.equals(text(file, "format")) ? "format_version" : "format",
                    "the file is not a wsslab run (\"format\": \"" + RunTransfer.FORMAT + "\" is missing); give a file the lab exported");
        }
        int version = file.getInt("format_version");
        if (version != RunTransfer.FORMAT_VERSION) {
            throw Refusal.about("format_version",
                    "the file's format_version is " + version + "; this lab reads " + RunTransfer.FORMAT_VERSION);
        }
        JsonObject tables = object(file, "tables");
        JsonArray runRows = array(tables, "RUN");
        if (runRows.size() != 1) {
            throw Refusal.about("tables.RUN", "the file holds " + runRows.size() + " runs in RUN; a run file holds exactly one");
        }
        JsonObject run = runRows.getJsonObject(0);
        String status = text(run, "STATUS");
        if (!ENDED.contains(status)) {
            throw Refusal.about(path("RUN", 0, "STATUS"),
                    "the run in the file is " + status + "; only an ended run (" + String.join(", ", ENDED) + ") can be imported");
        }
        return new RunFile(file, tables, run);
    }

    /** The names of the tables the file holds rows of, RUN among them. */
    Set<String> tables() {
        return tables.keySet();
    }

    boolean has(String table) {
        return tables.containsKey(table);
    }

    /** A table's rows; refused when the table is not an array of them. */
    List<JsonObject> rows(String table) {
        return array(tables, table).getValuesAs(JsonObject.class);
    }

    /** The run's own row (RUN). */
    JsonObject run() {
        return run;
    }

    /** The run's id in the lab that exported it. */
    long originalId() {
        return number(run, "RUN", 0, "ID");
    }

    /** Where the run was measured, as an imported run says it: "run 163 of host …, lab commit …, exported …". */
    String origin() {
        JsonObject origin = file.containsKey("origin") && file.get("origin").getValueType() == JsonValue.ValueType.OBJECT
                ? file.getJsonObject("origin") : JsonValue.EMPTY_JSON_OBJECT;
        String text = "run " + originalId() + " of " + or(text(origin, "host"), "an unnamed host") + ", lab commit "
                + or(text(origin, "lab_commit"), "unknown") + ", exported " + or(text(file, "exported"), "at an unknown time");
        return text.length() > 1024 ? text.substring(0, 1024) : text;
    }

    /**
     * The lab that measured the run: the file's RUN.LAB (origin.lab says the same), or, in a file written before
     * labs had names, this lab, which held it; refused when the file names something that is not a lab name.
     */
    String lab() {
        JsonValue lab = run.get("LAB");
        if (lab == null || lab.getValueType() == JsonValue.ValueType.NULL) {
            return LabName.current();
        }
        if (!(lab instanceof JsonString name) || !LabName.valid(name.getString())) {
            throw Refusal.about(path("RUN", 0, "LAB"), "RUN.LAB in the file is " + lab + "; a lab name is " + LabName.ALLOWED);
        }
        return name.getString();
    }

    /** The whole number of a table's row (its index in the file) in a column; refused when the file has none there. */
    static long number(JsonObject row, String table, int index, String name) {
        if (!(row.get(name) instanceof JsonNumber number) || !number.isIntegral()) {
            throw Refusal.about(path(table, index, name), table + "." + name + " is missing or not a whole number in the file");
        }
        return number.longValue();
    }

    /** Where a value is in the file, as a refusal names it: {@code tables.SAMPLE[12].RTT_NS}. */
    static String path(String table, int index, String column) {
        return "tables." + table + "[" + index + "]." + column;
    }

    private static String or(String value, String otherwise) {
        return value == null || value.isBlank() ? otherwise : value;
    }

    private static String text(JsonObject json, String name) {
        JsonValue value = json.get(name);
        return value instanceof JsonString string ? string.getString() : null;
    }

    private static JsonObject object(JsonObject json, String name) {
        if (!(json.get(name) instanceof JsonObject object)) {
            throw Refusal.about(name, "the file has no \"" + name + "\" object; give a file the lab exported");
        }
        return object;
    }

    private static JsonArray array(JsonObject json, String name) {
        if (!(json.get(name) instanceof JsonArray array)) {
            throw Refusal.about("tables." + name, "the file's tables have no " + name + " array; give a file the lab exported");
        }
        return array;
    }
}
