package org.wsslab.interop.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.wsslab.lab.LabName;

/** An {@link InteropCheck} as the INTEROP_CHECK table holds it; its results are {@link StoredInteropResult}s. */
@Entity
@Table(name = "INTEROP_CHECK")
@NamedQuery(name = StoredInteropCheck.NEWEST_FIRST, query = "SELECT c FROM StoredInteropCheck c ORDER BY c.id DESC")
public class StoredInteropCheck {

    public static final String NEWEST_FIRST = "StoredInteropCheck.newestFirst";

    @Id
    @SequenceGenerator(name = "interop_check_id", sequenceName = "INTEROP_CHECK_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "interop_check_id")
    private Long id;

    @Column(nullable = false)
    private OffsetDateTime created;

    @Column(nullable = false, length = 200)
    private String client;

    @Column(name = "METRO_RUN")
    private Long metroRun;

    /** The lab that made it ({@code org.wsslab.lab}). */
    @Column(nullable = false, updatable = false, length = LabName.MAX_LENGTH)
    private String lab;

    protected StoredInteropCheck() {
        // for JPA
    }

    public StoredInteropCheck(String client, Long metroRun, Instant created) {
        this.client = client;
        this.lab = LabName.current();
        this.metroRun = metroRun;
        this.created = created.atOffset(ZoneOffset.UTC);
    }

    public Long getId() {
        return id;
    }

    public InteropCheck check(List<InteropResult> results) {
        return new InteropCheck(id, created.toInstant(), client, metroRun, results, lab);
    }
}
