package org.wsslab.run.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.OffsetDateTime;
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

    private static final String INSERT = "INSERT INTO SAMPLE (RUN_ID, MECHANISM, SIZE_BYTES, SEQ, SEGMENT, IS_WARMUP,"
            + " IS_INITIAL, RTT_NS, CLIENT_CPU_NS, ERROR, TAKEN) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String SELECT = "SELECT MECHANISM, SIZE_BYTES, SEQ, SEGMENT, IS_WARMUP, IS_INITIAL, RTT_NS,"
            + " CLIENT_CPU_NS, ERROR, TAKEN FROM SAMPLE WHERE RUN_ID = ? ORDER BY SIZE_BYTES, MECHANISM, SEQ, SEGMENT";
    // Calls of the run's plan, as opposed to repeated warm-up: exactly one row each, whatever resumed.
    private static final String COUNT_PLANNED = "SELECT COUNT(*) FROM SAMPLE s WHERE s.RUN_ID = ? AND NOT EXISTS"
            + " (SELECT 1 FROM SAMPLE e WHERE e.RUN_ID = s.RUN_ID AND e.MECHANISM = s.MECHANISM"
            + " AND e.SIZE_BYTES = s.SIZE_BYTES AND e.SEQ = s.SEQ AND e.SEGMENT < s.SEGMENT)";

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
                    insert.setInt(5, sample.segment());
                    insert.setBoolean(6, sample.warmup());
                    insert.setBoolean(7, sample.initial());
                    setNullable(insert, 8, sample.rttNanos());
                    setNullable(insert, 9, sample.clientCpuNanos());
                    insert.setString(10, sample.error());
                    insert.setObject(11, sample.taken().atOffset(ZoneOffset.UTC));
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
                    long rtt = rows.getLong(7);
                    Long rttNanos = rows.wasNull() ? null : rtt;
                    long cpu = rows.getLong(8);
                    Long cpuNanos = rows.wasNull() ? null : cpu;
                    samples.add(new Sample(runId, Mechanism.byId(rows.getString(1)).orElseThrow(), rows.getInt(2),
                            rows.getInt(3), rows.getInt(4), rows.getBoolean(5), rows.getBoolean(6), rttNanos, cpuNanos,
                            rows.getString(9), rows.getObject(10, OffsetDateTime.class).toInstant()));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the samples of run " + runId + ": " + e.getMessage(), e);
        }
        return samples;
    }

    /**
     * How many calls of the run's plan are stored. Batches are committed whole and in call order, so
     * these are exactly the first that many calls of the plan: a resumed run continues there.
     */
    public int plannedCallsStored(long runId) {
        try (Connection connection = database.getConnection();
             PreparedStatement count = connection.prepareStatement(COUNT_PLANNED)) {
            count.setLong(1, runId);
            try (ResultSet rows = count.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot count the samples of run " + runId + ": " + e.getMessage(), e);
        }
    }

    private static void setNullable(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.BIGINT);
        } else {
            statement.setLong(index, value);
        }
    }
}
