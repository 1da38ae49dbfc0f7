package org.wsslab.run.control;

import org.wsslab.persistence.control.Jdbc;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
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
    private static final String MEAN_BY_SIZE = "SELECT SIZE_BYTES, AVG(CAST(RTT_NS AS DOUBLE PRECISION)) FROM SAMPLE"
            + " WHERE RUN_ID = ? AND RTT_NS IS NOT NULL GROUP BY SIZE_BYTES";
    // Calls of the run's plan, as opposed to repeated warm-up: exactly one row each, whatever resumed.
    private static final String COUNT_ALL = "SELECT COUNT(*) FROM SAMPLE WHERE RUN_ID = ?";
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
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                for (Sample sample : batch) {
                    insert.setLong(1, sample.runId());
                    insert.setString(2, sample.mechanism().id());
                    insert.setInt(3, sample.size());
                    insert.setInt(4, sample.seq());
                    insert.setInt(5, sample.segment());
                    insert.setBoolean(6, sample.warmup());
                    insert.setBoolean(7, sample.initial());
                    Jdbc.setLong(insert, 8, sample.rttNanos());
                    Jdbc.setLong(insert, 9, sample.clientCpuNanos());
                    insert.setString(10, sample.error());
                    insert.setObject(11, sample.taken().atOffset(ZoneOffset.UTC));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
        }, "store " + batch.size() + " samples");
    }

    public List<Sample> of(long runId) {
        return Jdbc.query(database, SELECT, select -> select.setLong(1, runId),
                row -> new Sample(runId, Mechanism.byId(row.getString(1)).orElseThrow(), row.getInt(2), row.getInt(3),
                        row.getInt(4), row.getBoolean(5), row.getBoolean(6), Jdbc.getLong(row, 7), Jdbc.getLong(row, 8),
                        row.getString(9), row.getObject(10, OffsetDateTime.class).toInstant()),
                "read the samples of run " + runId);
    }

    /** The mean round trip of the run's measured calls (warm-up included) at each size reached. */
    public Map<Integer, Double> meanRttBySize(long runId) {
        return Jdbc.query(database, MEAN_BY_SIZE, select -> select.setLong(1, runId),
                row -> Map.entry(row.getInt(1), row.getDouble(2)), "read the pace of run " + runId)
                .stream().collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    /**
     * How many calls of the run's plan are stored. Batches are committed whole and in call order, so
     * these are exactly the first that many calls of the plan: a resumed run continues there.
     */
    public int plannedCallsStored(long runId) {
        return count(COUNT_PLANNED, runId);
    }

    /** Every call stored for the run, repeated warm-up included: samples are only ever added. */
    public int callsStored(long runId) {
        return count(COUNT_ALL, runId);
    }

    private int count(String query, long runId) {
        return Jdbc.query(database, query, count -> count.setLong(1, runId), row -> row.getInt(1),
                "count the samples of run " + runId).get(0);
    }
}
