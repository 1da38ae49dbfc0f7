package org.wsslab.run.store.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.persistence.control.SchemaMigration;
import org.wsslab.persistence.control.ThrowawayDatabase;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.timing.CallSplit;

/** SampleStore's JDBC batches (the samples, the sequences' totals, the splits read later) store the same on H2 and PostgreSQL. */
class SampleStoreSqlTest {

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void samplesTotalsAndSplitsAreStored(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            SchemaMigration.checkAndMigrate(database.dataSource(), SampleStoreSqlTest.class.getClassLoader(), "test-lab");
            db.createStatement().execute("INSERT INTO RUN (ID, STATUS, CREATED, CALLS_PER_CELL, WARMUP_CALLS, LAB)"
                    + " VALUES (9, 'RUNNING', CURRENT_TIMESTAMP, 2, 0, 'test-lab')");
            SampleStore store = new SampleStore();
            store.database = database.dataSource();
            Endpoint endpoint = Endpoint.all().get(0);
            Instant taken = Instant.parse("2026-11-27T10:00:00.5Z");
            Sample first = new Sample(9, endpoint, 1024, 0, 0, false, false, 1_000L, 400L, 64L, null, taken, null, 1);
            Sample failed = new Sample(9, endpoint, 1024, 1, 0, false, false, null, null, null, "refused", taken, null, 1);

            store.store(List.of(first, failed), List.of(new SequenceTotal(9, endpoint, 1024, 2, 0, 0, 0, null, null, 1)));
            store.updateSplits(List.of(new Sample(9, endpoint, 1024, 0, 0, false, false, 1_000L, 400L, 64L, null, taken,
                    new CallSplit(600L, 300L, 32L, 400L, null), 1)));

            assertEquals(
                    List.of("0 1000 600 300 400 32 false 2026-11-27T10:00:00.500Z",
                            "1 null null null null null false 2026-11-27T10:00:00.500Z"),
                    rows(db, "SELECT SEQ, RTT_NS, SERVER_NS, SERVER_CPU_NS, EXCHANGE_NS, SERVER_ALLOC_BYTES, IS_WARMUP, TAKEN"
                            + " FROM SAMPLE WHERE RUN_ID = 9 ORDER BY SEQ"));
            assertEquals(List.of("2 0 null 1"), rows(db, "SELECT LENGTH_CALLS, REPEAT_NO, TOTAL_NS, FAILED_CALLS FROM SEQUENCE_TOTAL"));
        }
    }

    private static List<String> rows(Connection db, String sql) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Statement select = db.createStatement(); ResultSet row = select.executeQuery(sql)) {
            while (row.next()) {
                List<String> values = new ArrayList<>();
                for (int c = 1; c <= row.getMetaData().getColumnCount(); c++) {
                    Object value = row.getObject(c);
                    // A timestamp as its instant: H2's TIMESTAMP WITH TIME ZONE and PostgreSQL's timestamptz print differently.
                    boolean timestamp = row.getMetaData().getColumnTypeName(c).toLowerCase(Locale.ROOT).startsWith("timestamp");
                    values.add(value == null ? "null"
                            : timestamp ? row.getObject(c, OffsetDateTime.class).toInstant().toString() : value.toString());
                }
                rows.add(String.join(" ", values));
            }
        }
        return rows;
    }
}
