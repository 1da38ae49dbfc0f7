package org.wsslab.interop.entity;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;

/** An {@link InteropResult} as the INTEROP_RESULT table holds it, its timings in INTEROP_TIMING. */
@Entity
@Table(name = "INTEROP_RESULT")
@NamedQuery(name = StoredInteropResult.OF_CHECK, query = "SELECT r FROM StoredInteropResult r WHERE r.checkId = :check ORDER BY r.id")
public class StoredInteropResult {

    public static final String OF_CHECK = "StoredInteropResult.ofCheck";

    /** One size's median, a row of INTEROP_TIMING. */
    @Embeddable
    public static class Timing {
        @Column(nullable = false)
        private int bytes;

        @Column(name = "MEDIAN_NANOS", nullable = false)
        private long medianNanos;

        protected Timing() {
            // for JPA
        }

        Timing(InteropTiming timing) {
            this.bytes = timing.bytes();
            this.medianNanos = timing.medianNanos();
        }

        InteropTiming timing() {
            return new InteropTiming(bytes, medianNanos);
        }
    }

    @Id
    @SequenceGenerator(name = "interop_result_id", sequenceName = "INTEROP_RESULT_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "interop_result_id")
    private Long id;

    @Column(name = "CHECK_ID", nullable = false)
    private long checkId;

    @Column(nullable = false, length = 64)
    private String mechanism;

    /** The suite's id ({@link Endpoint#suiteId()}), "" for a mechanism without one. */
    @Column(nullable = false, length = 32)
    private String suite;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private InteropOutcome outcome;

    @Column(length = 4000)
    private String reason;

    @Column(name = "REFUSED_BY", length = 8)
    private String refusedBy;

    @Column(nullable = false)
    private int calls;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "INTEROP_TIMING", joinColumns = @JoinColumn(name = "RESULT_ID"))
    private List<Timing> timings = new ArrayList<>();

    protected StoredInteropResult() {
        // for JPA
    }

    public StoredInteropResult(long checkId, InteropResult result) {
        this.checkId = checkId;
        this.mechanism = result.endpoint().mechanism().id();
        this.suite = result.endpoint().suiteId();
        this.outcome = result.outcome();
        this.reason = result.reason();
        this.refusedBy = result.refusedBy();
        this.calls = result.calls();
        result.timings().forEach(timing -> timings.add(new Timing(timing)));
    }

    public InteropResult result() {
        return new InteropResult(Endpoint.stored(mechanism, suite), outcome, reason, refusedBy, calls,
                timings.stream().map(Timing::timing).sorted(Comparator.comparingInt(InteropTiming::bytes)).toList());
    }
}
