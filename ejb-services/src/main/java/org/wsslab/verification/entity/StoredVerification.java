package org.wsslab.verification.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;

/** A {@link Verification} as the VERIFICATION table holds it; its verdicts are {@link StoredVerdict}s. */
@Entity
@Table(name = "VERIFICATION")
@NamedQuery(name = StoredVerification.NEWEST_FIRST, query = "SELECT v FROM StoredVerification v ORDER BY v.id DESC")
@NamedQuery(name = StoredVerification.IN_STATUS, query = "SELECT v FROM StoredVerification v WHERE v.status = :status AND v.lab = :lab ORDER BY v.id")
public class StoredVerification {

    public static final String NEWEST_FIRST = "StoredVerification.newestFirst";
    public static final String IN_STATUS = "StoredVerification.inStatus";

    // A sequence, as for runs: EclipseLink reads identities with H2 1.x's IDENTITY(), gone in H2 2.
    @Id
    @SequenceGenerator(name = "verification_id", sequenceName = "VERIFICATION_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "verification_id")
    private Long id;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private VerificationStatus status;

    @Column(nullable = false)
    private OffsetDateTime created;

    private OffsetDateTime finished;

    /** Endpoint ids ({@link Endpoint#id()}), comma-separated, in the order the verification attacks them. */
    @Column(nullable = false, length = 8192)
    private String mechanisms;

    @Column(length = 4096)
    private String detail;

    /** The lab that made it ({@code org.wsslab.lab}). */
    @Column(nullable = false, updatable = false, length = LabName.MAX_LENGTH)
    private String lab;

    protected StoredVerification() {
        // for JPA
    }

    public StoredVerification(List<Endpoint> endpoints, Instant created) {
        this.status = VerificationStatus.RUNNING;
        this.lab = LabName.current();
        this.created = created.atOffset(ZoneOffset.UTC);
        this.mechanisms = endpoints.stream().map(Endpoint::id).collect(Collectors.joining(","));
    }

    /** Ends the verification; a detail says why it did not complete. */
    public void finish(VerificationStatus end, String why, Instant now) {
        status = end;
        detail = why == null ? null : why.substring(0, Math.min(why.length(), 4096));
        finished = now.atOffset(ZoneOffset.UTC);
    }

    public Verification verification() {
        return new Verification(id, status, created.toInstant(), finished == null ? null : finished.toInstant(), detail,
                Arrays.stream(mechanisms.split(",")).map(e -> Endpoint.byId(e).orElseThrow()).toList(), lab);
    }
}
