package org.wsslab.hooks.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.StoredSample;

/**
 * Why samples are written with JDBC and read with JPQL, measured rather than claimed: stores and
 * reads a scratch run's samples either way, in the engine's batches (one transaction each), in
 * the results database itself. Used by the sample-insert benchmark (through the test hooks), never by a run.
 */
@ApplicationScoped
public class SampleWriteTrial {

    /** How samples are written and read back: the engine's way, or JPA's alone (entities, one persist each). */
    public enum Way {
        JDBC,
        JPA
    }

    /** One trial: the time to store the rows in batches, and to read them back. */
    public record Timing(Way way, int rows, int batch, long storeNanos, long readNanos) {
    }

    private static final String SELECT = "SELECT MECHANISM, SIZE_BYTES, SEQ, SEGMENT, IS_WARMUP, IS_INITIAL, RTT_NS,"
            + " CLIENT_CPU_NS, ERROR, TAKEN FROM SAMPLE WHERE RUN_ID = ? ORDER BY SIZE_BYTES, MECHANISM, SEQ, SEGMENT";

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource database;

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void persist(List<Sample> batch) {
        batch.forEach(sample -> em.persist(new StoredSample(sample)));
    }

    /** The samples as SampleStore read them before it used JPQL: plain JDBC, row by row. */
    public List<Sample> readWithJdbc(long runId) {
        List<Sample> rows = new ArrayList<>();
        try (Connection connection = database.getConnection(); PreparedStatement select = connection.prepareStatement(SELECT)) {
            select.setLong(1, runId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.add(new Sample(runId, Mechanism.byId(row.getString(1)).orElseThrow().endpoint(), row.getInt(2), row.getInt(3),
                            row.getInt(4), row.getBoolean(5), row.getBoolean(6), row.getObject(7, Long.class),
                            row.getObject(8, Long.class), null, row.getString(9), row.getObject(10, OffsetDateTime.class).toInstant(), null,
                            1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the samples of run " + runId + ": " + e.getMessage(), e);
        }
        return rows;
    }

    /**
     * Stores {@code rows} samples of a scratch run one way, in the engine's batches, reads them back,
     * and deletes the run. Static, with the beans passed in, so that every call crosses their
     * transaction boundaries as the engine's do; call it outside a transaction.
     */
    public static Timing time(SampleWriteTrial trial, SampleStore samples, ScratchRuns scratch, Way way, int rows) {
        long runId = scratch.create(Mechanism.all(), List.of(100), 1, 0, 0, 0, "a scratch run of the sample-insert benchmark");
        try {
            List<Sample> all = scratchSamples(runId, rows);
            long start = System.nanoTime();
            for (int from = 0; from < rows; from += SampleStore.BATCH) {
                List<Sample> batch = all.subList(from, Math.min(rows, from + SampleStore.BATCH));
                if (way == Way.JDBC) {
                    samples.store(batch);
                } else {
                    trial.persist(batch);
                }
            }
            long stored = System.nanoTime();
            List<Sample> read = way == Way.JDBC ? trial.readWithJdbc(runId) : samples.of(runId);
            long readNanos = System.nanoTime() - stored;
            if (read.size() != rows) {
                throw new IllegalStateException("stored " + rows + " samples " + way + ", read back " + read.size());
            }
            return new Timing(way, rows, SampleStore.BATCH, stored - start, readNanos);
        } finally {
            scratch.discard(runId);
        }
    }

    private static List<Sample> scratchSamples(long runId, int rows) {
        List<Mechanism> mechanisms = Mechanism.all();
        Instant now = Instant.now();
        List<Sample> all = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            all.add(Sample.measured(runId, mechanisms.get(i % mechanisms.size()).endpoint(), 100, i / mechanisms.size(), 0, false, false,
                    1_000_000 + i, 500_000 + i, now.plusNanos(i * 1000L)));
        }
        return all;
    }
}
