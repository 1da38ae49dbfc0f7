package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A {@link SequenceTotal} as the SEQUENCE_TOTAL table holds it, for reading with JPQL. Written, like
 * samples, in the samples' JDBC batch (SampleStore): a sequence's total is committed with its last
 * call, on the same connection, never without it.
 */
@Entity
@Table(name = "SEQUENCE_TOTAL")
@IdClass(StoredSequenceTotal.Key.class)
@NamedQuery(name = StoredSequenceTotal.OF_RUN, query = "SELECT t FROM StoredSequenceTotal t WHERE t.runId = :run"
        + " ORDER BY t.size, t.mechanism, t.suite, t.lengthCalls, t.repeatNo")
public class StoredSequenceTotal extends CellRow {

    public static final String OF_RUN = "StoredSequenceTotal.ofRun";

    @Id
    @Column(name = "LENGTH_CALLS")
    private int lengthCalls;

    @Id
    @Column(name = "REPEAT_NO")
    private int repeatNo;

    @Column(name = "FIRST_SEQ", nullable = false)
    private int firstSeq;

    @Column(nullable = false)
    private int segment;

    @Column(name = "TOTAL_NS")
    private Long totalNanos;

    @Column(name = "FIRST_NS")
    private Long firstNanos;

    @Column(name = "FAILED_CALLS", nullable = false)
    private int failedCalls;

    protected StoredSequenceTotal() {
        // for JPA
    }

    /** The sequence this row stores. */
    public SequenceTotal total() {
        return new SequenceTotal(runId(), endpoint(), size(), lengthCalls, repeatNo, firstSeq, segment,
                totalNanos, firstNanos, failedCalls);
    }

    /** The primary key: the cell's, then the sequences' length and the repetition. */
    public static class Key extends CellRow.Key {
        private static final long serialVersionUID = 1L;

        public int lengthCalls;
        public int repeatNo;

        @Override
        protected Object[] more() {
            return new Object[]{lengthCalls, repeatNo};
        }
    }
}
