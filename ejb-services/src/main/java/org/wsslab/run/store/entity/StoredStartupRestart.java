package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** A {@link StartupRestart} as the STARTUP_RESTART table (Flyway V34) holds it: one row per visit and segment. */
@Entity
@Table(name = "STARTUP_RESTART")
@IdClass(StoredStartupRestart.Key.class)
@NamedQuery(name = StoredStartupRestart.OF_RUN, query = "SELECT r FROM StoredStartupRestart r WHERE r.runId = :run"
        + " ORDER BY r.repetition, r.mechanism, r.suite, r.segment")
public class StoredStartupRestart extends CellRow {

    public static final String OF_RUN = "StoredStartupRestart.ofRun";

    @Id
    @Column(name = "REPEAT_NO")
    private int repetition;

    @Id
    private int segment;

    @Column(name = "RESTART_NS", nullable = false)
    private long nanos;

    @Column(nullable = false)
    private OffsetDateTime taken;

    protected StoredStartupRestart() {
        // for JPA
    }

    public StoredStartupRestart(long runId, StartupRestart restart) {
        super(runId, restart.endpoint(), restart.size());
        this.repetition = restart.repetition();
        this.segment = restart.segment();
        this.nanos = restart.nanos();
        this.taken = restart.taken().atOffset(ZoneOffset.UTC);
    }

    public StartupRestart restart() {
        return new StartupRestart(endpoint(), size(), repetition, segment, nanos, taken.toInstant());
    }

    /** The primary key: the cell's, then the repetition and the segment. */
    public static class Key extends CellRow.Key {
        private static final long serialVersionUID = 1L;

        public int repetition;
        public int segment;

        @Override
        protected Object[] more() {
            return new Object[]{repetition, segment};
        }
    }
}
