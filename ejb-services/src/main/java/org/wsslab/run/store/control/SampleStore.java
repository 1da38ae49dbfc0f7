package org.wsslab.run.store.control;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.run.store.entity.StoredLoadCell;
import org.wsslab.run.store.entity.StoredSample;
import org.wsslab.run.store.entity.StoredSequenceTotal;
import org.wsslab.timing.CallSplit;

/**
 * Samples in the results database, each batch one committed transaction. Read with JPQL like every
 * other record; written with a plain JDBC batch, the one place the lab bypasses JPA, because a run
 * stores thousands of rows and the batch measured 3.2 times as fast as persisting entities (10,000
 * rows in batches of 50: 215 ms against 683 ms, medians of 5 on a quiet 2-core machine;
 * bench/SampleWritesBenchmark; docs/results/2026-11-23-sample-writes-and-scale.md). The totals of
 * the sequences a batch completes ride in the same batch, on the same connection, so that a total is
 * never committed without its calls; what a cell measured under load, a row per cell, is persisted.
 *
 * <p>An EJB, not a CDI bean with {@code @Transactional}: GlassFish enlists a plain JDBC connection
 * only in the transaction of the current component invocation, which {@code @Transactional} does
 * not set, so the batch's connection stayed in auto-commit and each row was a commit of its own (a
 * failing row left the rows before it stored; found by bench/RunScaleBenchmark). EntityManagers
 * were in the transaction either way. Reads run in one too (the EJB default): outside one, the
 * container lends a non-transactional EntityManager tied to the calling thread's invocation, and
 * managed threads started from that invocation (the relays) close it when they end, under the
 * engine's feet ("closed EntityManager").
 */
@Stateless
public class SampleStore {

    /** How many calls a run stores per transaction (RunExecution's batches). */
    public static final int BATCH = 50;

    private static final String INSERT = "INSERT INTO SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, SEQ, SEGMENT,"
            + " IS_WARMUP, IS_INITIAL, RTT_NS, CLIENT_CPU_NS, ERROR, TAKEN, SERVER_NS, SERVER_CPU_NS, EXCHANGE_NS, SPLIT_MISSING,"
            + " CLIENTS, CLIENT_ALLOC_BYTES, SERVER_ALLOC_BYTES, INITIAL_KIND) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String INSERT_TOTAL = "INSERT INTO SEQUENCE_TOTAL (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, LENGTH_CALLS,"
            + " REPEAT_NO, FIRST_SEQ, SEGMENT, TOTAL_NS, FIRST_NS, FAILED_CALLS) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String UPDATE_SPLIT = "UPDATE SAMPLE SET SERVER_NS = ?, SERVER_CPU_NS = ?, EXCHANGE_NS = ?, SPLIT_MISSING = ?,"
            + " SERVER_ALLOC_BYTES = ? WHERE RUN_ID = ? AND MECHANISM = ? AND SUITE = ? AND SIZE_BYTES = ? AND CLIENTS = ? AND SEQ = ?"
            + " AND SEGMENT = ?";

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource database;

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Stores the batch in one transaction of its own: all of it, or (on an error) none of it. */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void store(List<Sample> batch) {
        store(batch, List.of());
    }

    /**
     * Stores the batch and the totals of the sequences whose last call it holds, in one transaction of
     * their own: a sequence's total is never stored without its calls, nor its calls without it.
     */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void store(List<Sample> batch, List<SequenceTotal> totals) {
        if (batch.isEmpty()) {
            return;
        }
        insert(batch, totals);
    }

    /**
     * Stores the batch in the caller's transaction, which must be one: a run made elsewhere and imported
     * whole (a JMeter plan's, {@code run.jmeter}) is stored with its run's row or not at all.
     */
    @TransactionAttribute(TransactionAttributeType.MANDATORY)
    public void storeWithin(List<Sample> batch) {
        if (!batch.isEmpty()) {
            insert(batch, List.of());
        }
    }

    private void insert(List<Sample> batch, List<SequenceTotal> totals) {
        // The connection joins the current transaction, which commits the batch when the EJB's method returns.
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(INSERT);
                PreparedStatement insertTotal = connection.prepareStatement(INSERT_TOTAL)) {
            for (Sample sample : batch) {
                insert.setLong(1, sample.runId());
                insert.setString(2, sample.endpoint().mechanism().id());
                insert.setString(3, sample.endpoint().suiteId());
                insert.setInt(4, sample.size());
                insert.setInt(5, sample.seq());
                insert.setInt(6, sample.segment());
                insert.setBoolean(7, sample.warmup());
                insert.setBoolean(8, sample.initial());
                insert.setObject(9, sample.rttNanos(), Types.BIGINT);
                insert.setObject(10, sample.clientCpuNanos(), Types.BIGINT);
                insert.setString(11, sample.error());
                insert.setObject(12, sample.taken().atOffset(ZoneOffset.UTC));
                CallSplit split = sample.split();
                insert.setObject(13, split == null ? null : split.serverNanos(), Types.BIGINT);
                insert.setObject(14, split == null ? null : split.serverCpuNanos(), Types.BIGINT);
                insert.setObject(15, split == null ? null : split.exchangeNanos(), Types.BIGINT);
                insert.setString(16, missing(split));
                insert.setInt(17, sample.clients());
                insert.setObject(18, sample.clientAllocBytes(), Types.BIGINT);
                insert.setObject(19, split == null ? null : split.serverAllocBytes(), Types.BIGINT);
                insert.setString(20, sample.initialKind() == null ? null : sample.initialKind().id());
                insert.addBatch();
            }
            insert.executeBatch();
            for (SequenceTotal total : totals) {
                insertTotal.setLong(1, total.runId());
                insertTotal.setString(2, total.endpoint().mechanism().id());
                insertTotal.setString(3, total.endpoint().suiteId());
                insertTotal.setInt(4, total.size());
                insertTotal.setInt(5, total.length());
                insertTotal.setInt(6, total.repeat());
                insertTotal.setInt(7, total.firstSeq());
                insertTotal.setInt(8, total.segment());
                insertTotal.setObject(9, total.totalNanos(), Types.BIGINT);
                insertTotal.setObject(10, total.firstNanos(), Types.BIGINT);
                insertTotal.setInt(11, total.failedCalls());
                insertTotal.addBatch();
            }
            if (!totals.isEmpty()) {
                insertTotal.executeBatch();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot store " + batch.size() + " samples: " + e.getMessage(), e);
        }
    }

    /**
     * Gives stored calls the split read after their cell from a target in another JVM, in one
     * transaction; each call is found by its key, and its round trip and every other column stay.
     */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void updateSplits(List<Sample> settled) {
        if (settled.isEmpty()) {
            return;
        }
        try (Connection connection = database.getConnection(); PreparedStatement update = connection.prepareStatement(UPDATE_SPLIT)) {
            for (Sample sample : settled) {
                CallSplit split = sample.split();
                update.setObject(1, split.serverNanos(), Types.BIGINT);
                update.setObject(2, split.serverCpuNanos(), Types.BIGINT);
                update.setObject(3, split.exchangeNanos(), Types.BIGINT);
                update.setString(4, missing(split));
                update.setObject(5, split.serverAllocBytes(), Types.BIGINT);
                update.setLong(6, sample.runId());
                update.setString(7, sample.endpoint().mechanism().id());
                update.setString(8, sample.endpoint().suiteId());
                update.setInt(9, sample.size());
                update.setInt(10, sample.clients());
                update.setInt(11, sample.seq());
                update.setInt(12, sample.segment());
                update.addBatch();
            }
            update.executeBatch();
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot store the splits of " + settled.size() + " calls: " + e.getMessage(), e);
        }
    }

    private static String missing(CallSplit split) {
        return split == null || split.missing() == null ? null
                : split.missing().substring(0, Math.min(split.missing().length(), StoredSample.SPLIT_MISSING_LENGTH));
    }

    /** The run's samples by size, mechanism, call and segment: a projection, no entity is managed. */
    public List<Sample> of(long runId) {
        return em.createNamedQuery(StoredSample.OF_RUN, Object[].class).setParameter("run", runId).getResultList().stream()
                .map(row -> StoredSample.sample(runId, row)).toList();
    }

    /**
     * The run's calls cell by cell, each cell read on its own and kept only as what its summary
     * reads, so the heap holds one cell's samples at a time: summarising a run of a million calls
     * took some 15 MB more live heap this way, and 270 MB read whole as samples (of the server's 1 GB).
     */
    public List<CellCalls> byCell(Run run) {
        List<CellCalls> cells = new ArrayList<>();
        eachCell(run, calls -> cells.add(CellCalls.of(calls.endpoint(), calls.size(), calls.clients(), calls.samples())));
        return cells;
    }

    /** One cell's stored calls, in the order of their sequence numbers. */
    public record StoredCalls(Endpoint endpoint, int size, int clients, List<Sample> samples) {
    }

    /**
     * Stores what a cell measured under load, in a transaction of its own: written after the cell's
     * last call, so a cell cut short by a stop has none for that segment.
     */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void storeLoad(long runId, int segment, LoadCell load) {
        em.persist(new StoredLoadCell(runId, segment, load));
    }

    /** What the run's cells measured under load, each cell's segments added up. */
    public List<LoadCell> loads(long runId) {
        Map<CellKey, LoadCell> cells = new LinkedHashMap<>();
        for (StoredLoadCell stored : em.createNamedQuery(StoredLoadCell.OF_RUN, StoredLoadCell.class).setParameter("run", runId)
                .getResultList()) {
            LoadCell load = stored.load();
            cells.merge(new CellKey(load.endpoint(), load.size(), load.clients()), load, LoadCell::plus);
        }
        return List.copyOf(cells.values());
    }

    /** The sequence numbers stored for a cell (any segment): a resumed cell under load makes only the others. */
    public Set<Integer> storedSeqs(long runId, Endpoint endpoint, int size, int clients) {
        return em.createNamedQuery(StoredSample.SEQS_OF_CELL, Integer.class).setParameter("run", runId)
                .setParameter("mechanism", endpoint.mechanism().id()).setParameter("suite", endpoint.suiteId())
                .setParameter("size", size).setParameter("clients", clients).getResultStream().collect(Collectors.toSet());
    }

    /** The run's stored sequence totals, by size, endpoint, length and repetition. */
    public List<SequenceTotal> sequenceTotals(long runId) {
        return em.createNamedQuery(StoredSequenceTotal.OF_RUN, StoredSequenceTotal.class).setParameter("run", runId)
                .getResultStream().map(StoredSequenceTotal::total).toList();
    }

    /** Hands the run's calls over cell by cell, each read on its own (see {@link #byCell}). */
    public void eachCell(Run run, Consumer<StoredCalls> cell) {
        for (int size : run.getSizes()) {
            for (int clients : run.getClients()) {
                for (Endpoint endpoint : run.getEndpoints()) {
                    List<Sample> calls = em.createNamedQuery(StoredSample.OF_CELL, Object[].class).setParameter("run", run.getId())
                            .setParameter("mechanism", endpoint.mechanism().id()).setParameter("suite", endpoint.suiteId())
                            .setParameter("size", size).setParameter("clients", clients).getResultList().stream()
                            .map(row -> StoredSample.sample(run.getId(), row)).toList();
                    cell.accept(new StoredCalls(endpoint, size, clients, calls));
                }
            }
        }
    }

    /** The round trips of the run's measured calls (warm-up included) added up in each cell reached. */
    public Map<CellKey, RunPace.Total> rttTotalsByCell(long runId) {
        return em.createNamedQuery(StoredSample.RTT_TOTALS_BY_CELL, Object[].class).setParameter("run", runId).getResultList()
                .stream().collect(Collectors.toMap(
                        row -> new CellKey(Endpoint.stored((String) row[0], (String) row[1]), (Integer) row[2]),
                        row -> new RunPace.Total(((Number) row[3]).doubleValue(), ((Number) row[4]).longValue())));
    }

    /**
     * How many calls of the run's plan are stored. Batches are committed whole and in call order, so
     * these are exactly the first that many calls of the plan: a resumed run continues there.
     */
    public int plannedCallsStored(long runId) {
        return em.createNamedQuery(StoredSample.PLANNED_CALLS, Long.class).setParameter("run", runId).getSingleResult().intValue();
    }

    /** Every call stored for the run, repeated warm-up included: samples are only ever added. */
    public int callsStored(long runId) {
        return em.createNamedQuery(StoredSample.ALL_CALLS, Long.class).setParameter("run", runId).getSingleResult().intValue();
    }
}
