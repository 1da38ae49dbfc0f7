package org.wsslab.run.transfer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.wsslab.persistence.control.SchemaMigration;
import org.wsslab.persistence.control.ThrowawayDatabase;

/**
 * A run file is the same whichever database wrote it, and imports into either: RunTables' metadata
 * reads (tables, columns, types, the run sequence's next value) and RunTransfer's statements run on
 * H2 and PostgreSQL alike, so a run moves between a lab on H2 and one on PostgreSQL unchanged.
 */
class RunTransferAcrossDatabasesTest {

    @ParameterizedTest
    @CsvSource({"H2, H2", "H2, PostgreSQL", "PostgreSQL, H2", "PostgreSQL, PostgreSQL"})
    void aRunExportedFromOneImportsIntoTheOtherUnchanged(String from, String to) throws Exception {
        try (ThrowawayDatabase home = ThrowawayDatabase.of(from); ThrowawayDatabase away = ThrowawayDatabase.of(to)) {
            migrate(home);
            migrate(away);
            try (Connection db = home.connect(); Statement insert = db.createStatement()) {
                // In UTC, as the lab writes every time: PostgreSQL keeps a TIMESTAMP WITH TIME ZONE's instant, not its offset.
                insert.execute("INSERT INTO RUN (ID, STATUS, CREATED, FINISHED, CALLS_PER_CELL, WARMUP_CALLS, MECHANISMS, SIZES, NAME, LAB)"
                        + " VALUES (7, 'COMPLETED', TIMESTAMP WITH TIME ZONE '2026-11-27 10:00:00+00:00',"
                        + " TIMESTAMP WITH TIME ZONE '2026-11-27 10:05:00.123456+00:00', 2, 1, 'x509-sign', '1024', 'ported', 'home-lab')");
                insert.execute("INSERT INTO RUN_SEGMENT (RUN_ID, SEGMENT, STARTED, FIRST_CALL, ENVIRONMENT)"
                        + " VALUES (7, 0, TIMESTAMP WITH TIME ZONE '2026-11-27 10:00:01+00:00', 0, '{\"jvm\": \"25\"}')");
                insert.execute("INSERT INTO CELL (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, LOAD_START, NOISY, OPERATIONS_READ)"
                        + " VALUES (7, 'x509-sign', 'Basic128', 1024, 0.25, FALSE, TRUE)");
                insert.execute("INSERT INTO SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, SEQ, IS_WARMUP, IS_INITIAL, RTT_NS, TAKEN)"
                        + " VALUES (7, 'x509-sign', 'Basic128', 1024, 0, TRUE, TRUE, 912345, TIMESTAMP WITH TIME ZONE '2026-11-27 10:00:02+00:00')");
                insert.execute("INSERT INTO SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, SEQ, IS_WARMUP, IS_INITIAL, ERROR, TAKEN)"
                        + " VALUES (7, 'x509-sign', 'Basic128', 1024, 1, FALSE, FALSE, 'refused', TIMESTAMP WITH TIME ZONE '2026-11-27 10:00:03+00:00')");
            }
            String file = export(home, 7);

            long id = transfer(away).importRun(new StringReader(file));

            assertEquals(1, id, "the first of the sequence the lab's runs take their ids from");
            assertEquals(2, transfer(away).importRun(new StringReader(file)), "the next import takes the sequence's next id");
            JsonObject original = tables(file);
            JsonObject imported = tables(export(away, id));
            assertEquals(rows(original), rows(imported), from + " -> " + to);
            assertTrue(rows(original).get("SAMPLE").contains("\"ERROR\":\"refused\""), rows(original).toString());
            assertTrue(rows(original).get("RUN").contains("\"FINISHED\":\"2026-11-27T10:05:00.123456Z\""), rows(original).toString());
        }
    }

    @ParameterizedTest
    @CsvSource({"H2", "PostgreSQL"})
    void theRunTablesAreNamedInUpperCaseOnEither(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            migrate(database);
            assertEquals(java.util.List.of("CELL", "CELL_OPERATION", "FLOOR_PRICE", "GROUP_MEMBER", "GROWTH_WIRE", "JMETER_SAMPLE",
                    "LOAD_CELL", "RUN_SEGMENT", "SAMPLE", "SEQUENCE_TOTAL", "STARTUP_RESTART"),
                    RunTables.of(db).stream().sorted().toList());
            assertTrue(RunTables.of(db).indexOf("CELL") < RunTables.of(db).indexOf("CELL_OPERATION"), "a referenced table first");
            assertTrue(RunTables.of(db).indexOf("SAMPLE") < RunTables.of(db).indexOf("JMETER_SAMPLE"),
                    "a call before JMeter's facts of it");
            assertEquals(java.sql.Types.TIMESTAMP_WITH_TIMEZONE, RunTables.columns(db, "SAMPLE").get("TAKEN"));
            assertEquals(1, RunTables.nextRunId(db));
            assertEquals(2, RunTables.nextRunId(db));
        }
    }

    private static void migrate(ThrowawayDatabase database) {
        SchemaMigration.checkAndMigrate(database.dataSource(), RunTransferAcrossDatabasesTest.class.getClassLoader(), "test-lab");
    }

    private static RunTransfer transfer(ThrowawayDatabase database) {
        RunTransfer transfer = new RunTransfer();
        transfer.dataSource = database.dataSource();
        return transfer;
    }

    private static String export(ThrowawayDatabase database, long id) {
        StringWriter out = new StringWriter();
        transfer(database).export(id, out, Map.of());
        return out.toString();
    }

    private static JsonObject tables(String file) {
        return Json.createReader(new StringReader(file)).readObject().getJsonObject("tables");
    }

    /** Each table's rows as JSON, without what an import gives anew (the run's id, where it came from). */
    private static Map<String, String> rows(JsonObject tables) throws SQLException {
        Map<String, String> rows = new TreeMap<>();
        for (Map.Entry<String, JsonValue> table : tables.entrySet()) {
            StringBuilder text = new StringBuilder();
            for (JsonValue row : (JsonArray) table.getValue()) {
                var kept = Json.createObjectBuilder(row.asJsonObject());
                kept.remove("ID").remove("RUN_ID").remove("IMPORTED_FROM");
                text.append(kept.build()).append('\n');
            }
            rows.put(table.getKey(), text.toString());
        }
        return rows;
    }
}
