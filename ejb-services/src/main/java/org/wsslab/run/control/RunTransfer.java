package org.wsslab.run.control;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import java.io.Reader;
import java.io.Writer;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.wsslab.refusal.Refusal;

/**
 * A run as one portable file, and back: the run's row and every row of every table that holds a
 * run's records (found in the schema by their RUN_ID column, so a table added later travels too),
 * column by column as stored. Imported, the run gets a new id and says where it came from; its
 * summary is computed from the same calls with the same bootstrap seed, so it reads exactly as at home.
 *
 * <p>Written against JDBC's metadata rather than the entities: the file must carry every column of
 * every version, which a hand-kept list would miss the day a migration adds one. Profiles stay in
 * their lab (their frames hang off profile ids this lab would have to renumber).
 */
@Stateless
public class RunTransfer {

    public static final String FORMAT = "wsslab-run";
    public static final int FORMAT_VERSION = 1;

    /** The largest run file imported (read whole, parsed whole, in the lab's heap): a run of some 200,000 calls. */
    public static final int MAX_FILE_BYTES = 64 * 1_048_576;

    /** Tables with a RUN_ID that are not a run's measurement. */
    private static final Set<String> LEFT_HOME = Set.of("PROFILE");

    private static final Set<String> ENDED = Set.of("COMPLETED", "FAILED", "CANCELLED", "INTERRUPTED");

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource dataSource;

    /** Writes run {@code id} as a file; the run must have ended (a running run's file would be half a run). */
    public void export(long id, Writer out) {
        try (Connection db = dataSource.getConnection()) {
            List<String> tables = runTables(db);
            try (JsonGenerator json = Json.createGenerator(out)) {
                json.writeStartObject().write("format", FORMAT).write("format_version", FORMAT_VERSION)
                        .write("exported", Instant.now().toString())
                        .writeStartObject("origin").write("run", id).write("host", EnvironmentProbe.host())
                        .write("lab_commit", EnvironmentProbe.labCommit()).writeEnd()
                        .writeStartObject("tables");
                writeRows(db, json, "RUN", "SELECT * FROM RUN WHERE ID = ?", id);
                for (String table : tables) {
                    writeRows(db, json, table, "SELECT * FROM " + table + " WHERE RUN_ID = ?", id);
                }
                json.writeEnd().writeEnd();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read run " + id + " for its export", e);
        }
    }

    /** Whether a run can be exported now: it has ended. */
    public static boolean exportable(String status) {
        return ENDED.contains(status);
    }

    private static void writeRows(Connection db, JsonGenerator json, String table, String query, long id) throws SQLException {
        json.writeStartArray(table);
        try (PreparedStatement select = db.prepareStatement(query)) {
            select.setLong(1, id);
            try (ResultSet rows = select.executeQuery()) {
                ResultSetMetaData columns = rows.getMetaData();
                while (rows.next()) {
                    json.writeStartObject();
                    for (int c = 1; c <= columns.getColumnCount(); c++) {
                        write(json, columns.getColumnName(c), columns.getColumnType(c), rows, c, table);
                    }
                    json.writeEnd();
                }
            }
        }
        json.writeEnd();
    }

    private static void write(JsonGenerator json, String name, int type, ResultSet rows, int c, String table) throws SQLException {
        Object value = rows.getObject(c);
        if (value == null) {
            json.writeNull(name);
            return;
        }
        switch (type) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> json.write(name, rows.getLong(c));
            case Types.DOUBLE, Types.FLOAT, Types.REAL -> json.write(name, rows.getDouble(c));
            case Types.DECIMAL, Types.NUMERIC -> json.write(name, rows.getBigDecimal(c));
            case Types.BOOLEAN, Types.BIT -> json.write(name, rows.getBoolean(c));
            case Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.CLOB, Types.NVARCHAR, Types.NCLOB -> json.write(name, rows.getString(c));
            case Types.TIMESTAMP_WITH_TIMEZONE -> json.write(name, rows.getObject(c, OffsetDateTime.class).toString());
            default -> throw new IllegalStateException(table + "." + name + " has a type the run file does not carry (" + type + ")");
        }
    }

    /**
     * Stores the run a file holds under a new id, marked with where it came from, and answers the id;
     * refuses a file that is not a run file, holds more than one run, or has columns this lab does not
     * know (a newer lab's), leaving nothing stored.
     */
    public long importRun(Reader in) {
        JsonObject file;
        try {
            file = Json.createReader(in).readObject();
        } catch (JsonException | IllegalStateException e) {
            throw Refusal.invalid("the file is not JSON (" + e.getMessage() + "); give a file the lab exported (GET /runs/{id}/export)");
        }
        if (!FORMAT.equals(text(file, "format")) || !file.containsKey("format_version")
                || file.get("format_version").getValueType() != JsonValue.ValueType.NUMBER) {
            throw Refusal.invalid("the file is not a wsslab run (\"format\": \"" + FORMAT + "\" is missing); give a file the lab exported");
        }
        int version = file.getInt("format_version");
        if (version != FORMAT_VERSION) {
            throw Refusal.invalid("the file's format_version is " + version + "; this lab reads " + FORMAT_VERSION);
        }
        JsonObject tables = object(file, "tables");
        JsonArray runRows = array(tables, "RUN");
        if (runRows.size() != 1) {
            throw Refusal.invalid("the file holds " + runRows.size() + " runs in RUN; a run file holds exactly one");
        }
        JsonObject run = runRows.getJsonObject(0);
        String status = text(run, "STATUS");
        if (!ENDED.contains(status)) {
            throw Refusal.invalid("the run in the file is " + status + "; only an ended run (" + String.join(", ", ENDED) + ") can be imported");
        }
        long originalId = number(run, "ID", "RUN");
        try (Connection db = dataSource.getConnection()) {
            List<String> known = runTables(db);
            for (String table : tables.keySet()) {
                if (!table.equals("RUN") && !known.contains(table)) {
                    throw Refusal.invalid("the file has table " + table + ", which this lab does not know: it was exported by a newer lab; "
                            + "update this lab, then import it");
                }
            }
            long id = nextRunId(db);
            Map<String, Object> replaced = new LinkedHashMap<>();
            replaced.put("ID", id);
            replaced.put("IMPORTED_FROM", origin(file, originalId));
            insert(db, "RUN", List.of(run), replaced, originalId);
            for (String table : known) {
                if (tables.containsKey(table)) {
                    insert(db, table, array(tables, table).getValuesAs(JsonObject.class), Map.of("RUN_ID", id), originalId);
                }
            }
            return id;
        } catch (SQLException e) {
            throw Refusal.invalid("the file's rows do not fit this lab's tables: " + e.getMessage());
        }
    }

    private static String origin(JsonObject file, long originalId) {
        JsonObject origin = file.containsKey("origin") && file.get("origin").getValueType() == JsonValue.ValueType.OBJECT
                ? file.getJsonObject("origin") : JsonValue.EMPTY_JSON_OBJECT;
        String text = "run " + originalId + " of " + or(text(origin, "host"), "an unnamed host") + ", lab commit "
                + or(text(origin, "lab_commit"), "unknown") + ", exported " + or(text(file, "exported"), "at an unknown time");
        return text.length() > 1024 ? text.substring(0, 1024) : text;
    }

    private static String or(String value, String otherwise) {
        return value == null || value.isBlank() ? otherwise : value;
    }

    /** Inserts rows column by column as this lab's table has them; a column it lacks is refused. */
    private static void insert(Connection db, String table, List<JsonObject> rows, Map<String, Object> replaced, long originalId)
            throws SQLException {
        Map<String, Integer> types = columns(db, table);
        for (JsonObject row : rows) {
            if (!table.equals("RUN") && number(row, "RUN_ID", table) != originalId) {
                throw Refusal.invalid(table + " has a row of run " + row.get("RUN_ID") + " in the file of run " + originalId);
            }
            Set<String> names = new LinkedHashSet<>(row.keySet());
            names.addAll(replaced.keySet());
            for (String name : names) {
                if (!types.containsKey(name)) {
                    throw Refusal.invalid(table + "." + name + " is in the file but not in this lab: it was exported by a newer lab; "
                            + "update this lab, then import it");
                }
            }
            List<String> ordered = new ArrayList<>(names);
            String sql = "INSERT INTO " + table + " (" + String.join(", ", ordered) + ") VALUES ("
                    + String.join(", ", ordered.stream().map(n -> "?").toList()) + ")";
            try (PreparedStatement insert = db.prepareStatement(sql)) {
                for (int i = 0; i < ordered.size(); i++) {
                    String name = ordered.get(i);
                    Object value = replaced.containsKey(name) ? replaced.get(name) : value(row.get(name), types.get(name), table + "." + name);
                    insert.setObject(i + 1, value);
                }
                insert.executeUpdate();
            }
        }
    }

    private static Object value(JsonValue value, int type, String column) {
        if (value == null || value == JsonValue.NULL) {
            return null;
        }
        try {
            return switch (type) {
                case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> ((JsonNumber) value).longValueExact();
                case Types.DOUBLE, Types.FLOAT, Types.REAL -> ((JsonNumber) value).doubleValue();
                case Types.DECIMAL, Types.NUMERIC -> ((JsonNumber) value).bigDecimalValue();
                case Types.BOOLEAN, Types.BIT -> switch (value.getValueType()) {
                    case TRUE -> true;
                    case FALSE -> false;
                    default -> throw new ClassCastException();
                };
                case Types.TIMESTAMP_WITH_TIMEZONE -> OffsetDateTime.parse(((JsonString) value).getString());
                default -> ((JsonString) value).getString();
            };
        } catch (ClassCastException | ArithmeticException | java.time.format.DateTimeParseException e) {
            throw Refusal.invalid(column + " is " + value + " in the file, which does not fit the column (JDBC type " + type + ")");
        }
    }

    /** The tables that hold a run's records (a RUN_ID column), those referenced by others first. */
    private static List<String> runTables(Connection db) throws SQLException {
        DatabaseMetaData meta = db.getMetaData();
        Set<String> tables = new LinkedHashSet<>();
        try (ResultSet columns = meta.getColumns(null, "PUBLIC", null, "RUN_ID")) {
            while (columns.next()) {
                String table = columns.getString("TABLE_NAME").toUpperCase(Locale.ROOT);
                if (!LEFT_HOME.contains(table)) {
                    tables.add(table);
                }
            }
        }
        List<String> ordered = new ArrayList<>();
        while (ordered.size() < tables.size()) {
            int before = ordered.size();
            for (String table : tables) {
                if (!ordered.contains(table) && referenced(meta, table).stream().filter(tables::contains).allMatch(ordered::contains)) {
                    ordered.add(table);
                }
            }
            if (ordered.size() == before) {
                throw new IllegalStateException("the run tables reference each other in a circle: " + tables);
            }
        }
        return ordered;
    }

    private static Set<String> referenced(DatabaseMetaData meta, String table) throws SQLException {
        Set<String> referenced = new LinkedHashSet<>();
        try (ResultSet keys = meta.getImportedKeys(null, "PUBLIC", table)) {
            while (keys.next()) {
                String other = keys.getString("PKTABLE_NAME").toUpperCase(Locale.ROOT);
                if (!other.equals(table)) {
                    referenced.add(other);
                }
            }
        }
        return referenced;
    }

    private static Map<String, Integer> columns(Connection db, String table) throws SQLException {
        Map<String, Integer> types = new LinkedHashMap<>();
        try (ResultSet columns = db.getMetaData().getColumns(null, "PUBLIC", table, null)) {
            while (columns.next()) {
                types.put(columns.getString("COLUMN_NAME").toUpperCase(Locale.ROOT), columns.getInt("DATA_TYPE"));
            }
        }
        return types;
    }

    private static long nextRunId(Connection db) throws SQLException {
        try (PreparedStatement next = db.prepareStatement("SELECT NEXT VALUE FOR RUN_ID_SEQ"); ResultSet id = next.executeQuery()) {
            id.next();
            return id.getLong(1);
        }
    }

    private static String text(JsonObject json, String name) {
        JsonValue value = json.get(name);
        return value instanceof JsonString string ? string.getString() : null;
    }

    private static JsonObject object(JsonObject json, String name) {
        if (!(json.get(name) instanceof JsonObject object)) {
            throw Refusal.invalid("the file has no \"" + name + "\" object; give a file the lab exported");
        }
        return object;
    }

    private static JsonArray array(JsonObject json, String name) {
        if (!(json.get(name) instanceof JsonArray array)) {
            throw Refusal.invalid("the file's tables have no " + name + " array; give a file the lab exported");
        }
        return array;
    }

    private static long number(JsonObject row, String name, String table) {
        if (!(row.get(name) instanceof JsonNumber number) || !number.isIntegral()) {
            throw Refusal.invalid(table + "." + name + " is missing or not a whole number in the file");
        }
        return number.longValue();
    }
}
