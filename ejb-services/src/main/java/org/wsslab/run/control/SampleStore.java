package org.wsslab.run.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Sample;

/**
 * Samples in the results database, written in JDBC batches, each batch one committed transaction:
 * plain JDBC because a run stores thousands of rows and JPA would add nothing but cost.
 */
@ApplicationScoped
public class SampleStore {

    private static final String INSERT = "INSERT INTO SAMPLE (RUN_ID, MECHANISM, SIZE_BYTES, SEQ, IS_WARMUP, IS_INITIAL,"
            + " RTT_NS, CLIENT_CPU_NS, ERROR, TAKEN) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String SELECT = "SELECT MECHANISM, SIZE_BYTES, SEQ, IS_WARMUP, IS_INITIAL, RTT_NS, CLIENT_CPU_NS,"
            + " ERROR, TAKEN FROM SAMPLE WHERE RUN_ID = ? ORDER BY SIZE_BYTES, MECHANISM, SEQ";

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource database;

    /** Stores the batch in one transaction: all of it, or (on an error) none of it. */
    public void store(List<Sample> batch) {
        if (batch.isEmpty()) {
            return;
        }
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                for (Sample sample : batch) {
                    insert.setLong(1, sample.runId());
                    insert.setString(2, sample.mechanism().id());
                    insert.setInt(3, sample.size());
                    insert.setInt(4, sample.seq());
                    insert.setBoolean(5, sample.warmup());
                    insert.setBoolean(6, sample.initial());
                    setNullable(insert, 7, sample.rttNanos());
                    setNullable(insert, 8, sample.clientCpuNanos());
                    insert.setString(9, sample.error());
                    insert.setObject(10, sample.taken().atOffset(ZoneOffset.UTC));
                    insert.addBatch();
                }
                insert.executeBatch();
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot store " + batch.size() + " samples: " + e.getMessage(), e);
        }
    }

    public List<Sample> of(long runId) {
        List<Sample> samples = new ArrayList<>();
        try (Connection connection = database.getConnection();
             PreparedStatement select = connection.prepareStatement(SELECT)) {
            select.setLong(1, runId);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    long rtt = rows.getLong(6);
                    Long rttNanos = rows.wasNull() ? null : rtt;
                    long cpu = rows.getLong(7);
                    Long cpuNanos = rows.wasNull() ? null : cpu;
                    samples.add(new Sample(runId, Mechanism.byId(rows.getString(1)).orElseThrow(), rows.getInt(2),
                            rows.getInt(3), rows.getBoolean(4), rows.getBoolean(5), rttNanos, cpuNanos, rows.getString(8),
                            rows.getObject(9, java.time.OffsetDateTime.class).toInstant()));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the samples of run " + runId + ": " + e.getMessage(), e);
        }
        return samples;
    }

    private static void setNullable(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.BIGINT);
        } else {
            statement.setLong(index, value);
        }
    }
}
