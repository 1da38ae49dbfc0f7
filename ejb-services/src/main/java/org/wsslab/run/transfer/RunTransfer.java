package org.wsslab.run.transfer;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonGenerator;
import java.io.Reader;
import java.io.Writer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.wsslab.lab.LabName;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.execution.control.EnvironmentProbe;

/**
 * A run as one portable file, and back: the run's row and every row of every table that holds a
 * run's records (found in the schema by their RUN_ID column, so a table added later travels too),
 * column by column as stored. Imported, the run gets a new id and says where it came from, and keeps the
 * lab that measured it (RUN.LAB; a file written before labs had names: the importing lab's); its
 * summary is computed from the same calls with the same bootstrap seed, so it reads exactly as at home.
 *
 * <p>Written against JDBC's metadata rather than the entities: the file must carry every column of
 * every version, which a hand-kept list would miss the day a migration adds one. Profiles stay in
 * their lab (their frames hang off profile ids this lab would have to renumber).
 *
 * <p>This bean moves the rows, in its transaction; the file's grammar is {@link RunFile}'s, the
 * schema's tables {@link RunTables}', a column's value as JSON {@link ColumnJson}'s.
 */
@Stateless
public class RunTransfer {

    public static final String FORMAT = "wsslab-run";
    public static final int FORMAT_VERSION = 1;

    /** The largest run file imported (read whole, parsed whole, in the lab's heap): a run of some 200,000 calls. */
    public static final int MAX_FILE_BYTES = 64 * 1_048_576;

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource dataSource;

    /**
     * Writes run {@code id} as a file; the run must have ended (a running run's file would be half a run).
     * {@code after} are members written after its tables (a run's findings: an import leaves aside any
     * member it does not read).
     */
    public void export(long id, Writer out, Map<String, JsonValue> after) {
        try (Connection db = dataSource.getConnection()) {
            List<String> tables = RunTables.of(db);
            try (JsonGenerator json = Json.createGenerator(out)) {
                json.writeStartObject().write("format", FORMAT).write("format_version", FORMAT_VERSION)
                        .write("exported", Instant.now().toString())
                        .writeStartObject("origin").write("run", id).write("lab", LabName.current()).write("host", EnvironmentProbe.host())
                        .write("lab_commit", EnvironmentProbe.labCommit()).writeEnd()
                        .writeStartObject("tables");
                writeRows(db, json, "RUN", "SELECT * FROM RUN WHERE ID = ?", id);
                for (String table : tables) {
                    writeRows(db, json, table, "SELECT * FROM " + table + " WHERE RUN_ID = ?", id);
                }
                json.writeEnd();
                after.forEach(json::write);
                json.writeEnd();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read run " + id + " for its export", e);
        }
    }

    /** Whether a run can be exported now: it has ended. */
    public static boolean exportable(String status) {
        return RunFile.ENDED.contains(status);
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
                        // Upper case whichever database wrote it (PostgreSQL answers lower case), so a file reads the same everywhere.
                        ColumnJson.write(json, columns.getColumnName(c).toUpperCase(Locale.ROOT),
                                RunTables.type(columns.getColumnType(c), columns.getColumnTypeName(c)), rows, c, table);
                    }
                    json.writeEnd();
                }
            }
        }
        json.writeEnd();
    }

    /**
     * Stores the run a file holds under a new id, marked with where it came from, and answers the id;
     * refuses a file that is not a run file, holds more than one run, or has columns this lab does not
     * know (a newer lab's), leaving nothing stored.
     */
    public long importRun(Reader in) {
        RunFile file = RunFile.read(in);
        long originalId = file.originalId();
        try (Connection db = dataSource.getConnection()) {
            List<String> known = RunTables.of(db);
            for (String table : file.tables()) {
                if (!table.equals("RUN") && !known.contains(table)) {
                    throw Refusal.about("tables." + table,
                            "the file has table " + table + ", which this lab does not know: it was exported by a newer lab; "
                                    + "update this lab, then import it");
                }
            }
            long id = RunTables.nextRunId(db);
            Map<String, Object> replaced = new LinkedHashMap<>();
            replaced.put("ID", id);
            replaced.put("IMPORTED_FROM", file.origin());
            replaced.put("LAB", file.lab());
            insert(db, "RUN", List.of(file.run()), replaced, originalId);
            for (String table : known) {
                if (file.has(table)) {
                    insert(db, table, file.rows(table), Map.of("RUN_ID", id), originalId);
                }
            }
            return id;
        } catch (SQLException e) {
            throw Refusal.invalid("the file's rows do not fit this lab's tables: " + e.getMessage());
        }
    }

    /** Inserts rows column by column as this lab's table has them; a column it lacks is refused. */
    private static void insert(Connection db, String table, List<JsonObject> rows, Map<String, Object> replaced, long originalId)
            throws SQLException {
        Map<String, Integer> types = RunTables.columns(db, table);
        for (int r = 0; r < rows.size(); r++) {
            JsonObject row = rows.get(r);
            if (!table.equals("RUN") && RunFile.number(row, table, r, "RUN_ID") != originalId) {
                throw Refusal.about(RunFile.path(table, r, "RUN_ID"),
                        table + " has a row of run " + row.get("RUN_ID") + " in the file of run " + originalId);
            }
            Set<String> names = new LinkedHashSet<>(row.keySet());
            names.addAll(replaced.keySet());
            for (String name : names) {
                if (!types.containsKey(name)) {
                    throw Refusal.about(RunFile.path(table, r, name),
                            table + "." + name + " is in the file but not in this lab: it was exported by a newer lab; "
                                    + "update this lab, then import it");
                }
            }
            List<String> ordered = new ArrayList<>(names);
            String sql = "INSERT INTO " + table + " (" + String.join(", ", ordered) + ") VALUES ("
                    + String.join(", ", ordered.stream().map(n -> "?").toList()) + ")";
            try (PreparedStatement insert = db.prepareStatement(sql)) {
                for (int i = 0; i < ordered.size(); i++) {
                    String name = ordered.get(i);
                    Object value = replaced.containsKey(name) ? replaced.get(name)
                            : ColumnJson.value(row.get(name), types.get(name), table, r, name);
                    insert.setObject(i + 1, value);
                }
                insert.executeUpdate();
            }
        }
    }
}
