package org.wsslab.run.store.entity;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.wsslab.floor.entity.Operations;
import org.wsslab.floor.entity.OperationCount;
import org.wsslab.floor.entity.StoredOperation;
import org.wsslab.run.noise.Noise;

/** A {@link CellRecord} as the CELL table holds it, one row per (run, mechanism, suite, size). */
@Entity
@Table(name = "CELL")
@IdClass(CellRow.Key.class)
@NamedQuery(name = StoredCell.OF_RUN, query = "SELECT c FROM StoredCell c WHERE c.runId = :run ORDER BY c.size, c.mechanism, c.suite")
@NamedQuery(name = StoredCell.PACES, query = "SELECT c.runId, c.mechanism, c.suite, c.size, c.paceNanos FROM StoredCell c, Run r"
        + " WHERE r.id = c.runId AND r.label.lab = :lab AND r.plan.shape = :shape AND r.plan.direction = :direction AND r.plan.serviceWork = :work AND c.paceNanos IS NOT NULL ORDER BY c.runId")
public class StoredCell extends CellRow {

    public static final String OF_RUN = "StoredCell.ofRun";
    public static final String PACES = "StoredCell.paces";

    @Column(name = "LOAD_START")
    private Double loadStart;

    @Column(name = "LOAD_END")
    private Double loadEnd;

    @Column(name = "STEAL_PCT")
    private Double stealPct;

    @Column(name = "OTHER_CPU_PCT")
    private Double otherCpuPct;

    @Column(name = "NOISY")
    private Boolean noisy;

    @Column(name = "NOISE_REASON", length = 1000)
    private String noiseReason;

    @Column(name = "REQUEST_BYTES")
    private Long requestBytes;

    @Column(name = "RESPONSE_BYTES")
    private Long responseBytes;

    @Column(name = "OPERATIONS_READ")
    private boolean operationsRead;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "CELL_OPERATION", joinColumns = {
            @JoinColumn(name = "RUN_ID", referencedColumnName = "RUN_ID"),
            @JoinColumn(name = "MECHANISM", referencedColumnName = "MECHANISM"),
            @JoinColumn(name = "SUITE", referencedColumnName = "SUITE"),
            @JoinColumn(name = "SIZE_BYTES", referencedColumnName = "SIZE_BYTES")})
    private List<StoredOperation> operations = new ArrayList<>();

    @Column(name = "UNPRICED", length = 1000)
    private String unpriced;

    @Column(name = "STOP_REASON", length = 16)
    private String stopReason;

    @Column(name = "PACE_NS")
    private Double paceNanos;

    @Column(name = "WARMUP_CALLS")
    private Integer warmupCalls;

    @Column(name = "WARMUP_STEADY")
    private Boolean warmupSteady;

    protected StoredCell() {
        // for JPA
    }

    public StoredCell(long runId, CellRecord cell) {
        super(runId, cell.endpoint(), cell.size());
        Noise noise = cell.noise();
        this.loadStart = noise.loadStart();
        this.loadEnd = noise.loadEnd();
        this.stealPct = noise.stealPct();
        this.otherCpuPct = noise.otherCpuPct();
        this.noisy = noise.noisy();
        this.noiseReason = noise.reason() == null ? null : noise.reason().substring(0, Math.min(1000, noise.reason().length()));
        this.requestBytes = cell.requestBytes();
        this.responseBytes = cell.responseBytes();
        this.stopReason = cell.stopReason();
        this.paceNanos = cell.paceNanos();
        if (cell.warmup() != null) {
            this.warmupCalls = cell.warmup().calls();
            this.warmupSteady = cell.warmup().steady();
        }
        Operations read = cell.operations();
        this.operationsRead = read != null;
        if (read != null) {
            read.counts().forEach(count -> operations.add(new StoredOperation(count)));
            String names = String.join(" ", read.unpriced());
            this.unpriced = names.isEmpty() ? null : names.substring(0, Math.min(1000, names.length()));
        }
    }

    public CellRecord cell() {
        // In the operations' own order, as they were counted and stored (Operations' EnumMap): a database
        // returns a collection's rows in no set order (PostgreSQL's differed from H2's after an import),
        // and the floor adds their prices up, so another order changed its last digit.
        Operations read = operationsRead ? new Operations(
                operations.stream().map(StoredOperation::count).flatMap(Optional::stream)
                        .sorted(Comparator.comparing(OperationCount::operation)).toList(),
                unpriced == null ? List.of() : List.of(unpriced.split(" "))) : null;
        return new CellRecord(endpoint(), size(),
                new Noise(loadStart, loadEnd, stealPct, otherCpuPct, noisy, noiseReason), requestBytes, responseBytes, read, stopReason,
                paceNanos, warmupCalls == null ? null : new WarmupEnd(warmupCalls, Boolean.TRUE.equals(warmupSteady)));
    }
}
