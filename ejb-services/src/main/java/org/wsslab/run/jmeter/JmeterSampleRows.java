package org.wsslab.run.jmeter;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.Map;
import org.wsslab.run.store.entity.Sample;

/**
 * What the engines said of each call beyond the lab's sample (JMETER_SAMPLE, Flyway V36): engine, JMeter's
 * thread name, its elapsed milliseconds and the bytes. Written by JDBC batches as the samples are, on a
 * connection the caller took in its transaction, and read back by run for the samples' CSV.
 */
public final class JmeterSampleRows {

    /** One call's JMeter facts; its sample is the one of the same {@link Key}. */
    public record Row(String engine, String threadName, long elapsedMs, long bytesReceived, long bytesSent) {
    }

    /** A sample's key, which its row shares. */
    public record Key(String mechanism, String suite, int size, int clients, int seq, int segment) {

        public static Key of(Sample sample) {
            return new Key(sample.endpoint().mechanism().id(), sample.endpoint().suiteId(), sample.size(), sample.clients(), sample.seq(),
                    sample.segment());
        }
    }

    /** The longest thread name kept (the column's length): JMeter's names are a group's label and a number. */
    static final int MAX_THREAD_NAME = 1024;

    private static final int BATCH = 1000;

    private static final String INSERT = "INSERT INTO JMETER_SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT, ENGINE,"
            + " THREAD_NAME, ELAPSED_MS, BYTES_RECEIVED, BYTES_SENT) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String SELECT = "SELECT MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT, ENGINE, THREAD_NAME, ELAPSED_MS,"
            + " BYTES_RECEIVED, BYTES_SENT FROM JMETER_SAMPLE WHERE RUN_ID = ?";

    private JmeterSampleRows() {
    }

    /** Stores every call's row, after its sample (a row references its sample). */
    static void insert(Connection db, long runId, JmeterResults results) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement(INSERT)) {
            int pending = 0;
            for (JmeterCall call : results.calls()) {
                JmeterCells.Cell cell = call.cell();
                String thread = call.row().threadName();
                insert.setLong(1, runId);
                insert.setString(2, cell.endpoint().mechanism().id());
                insert.setString(3, cell.endpoint().suiteId());
                insert.setInt(4, cell.size());
                insert.setInt(5, results.clients(cell));
                insert.setInt(6, results.seq(call));
                insert.setInt(7, 0);
                insert.setString(8, call.message().engine());
                insert.setString(9, thread.substring(0, Math.min(thread.length(), MAX_THREAD_NAME)));
                insert.setLong(10, call.row().elapsed());
                insert.setLong(11, call.row().bytes());
                insert.setLong(12, call.row().sentBytes());
                insert.addBatch();
                if (++pending == BATCH) {
                    insert.executeBatch();
                    pending = 0;
                }
            }
            if (pending > 0) {
                insert.executeBatch();
            }
        }
    }

    /** The run's rows by their sample's key; empty for a run JMeter did not make. */
    static Map<Key, Row> of(Connection db, long runId) throws SQLException {
        Map<Key, Row> rows = new HashMap<>();
        try (PreparedStatement select = db.prepareStatement(SELECT)) {
            select.setLong(1, runId);
            try (ResultSet result = select.executeQuery()) {
                while (result.next()) {
                    rows.put(new Key(result.getString(1), result.getString(2), result.getInt(3), result.getInt(4), result.getInt(5),
                            result.getInt(6)),
                            new Row(result.getString(7), result.getString(8), result.getLong(9), result.getLong(10),
                                    result.getLong(11)));
                }
            }
        }
        return rows;
    }

}
