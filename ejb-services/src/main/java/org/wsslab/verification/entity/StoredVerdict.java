package org.wsslab.verification.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Lob;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import org.wsslab.catalog.entity.Endpoint;

/**
 * A {@link Verdict} as the VERDICT table holds it, one row per (verification, mechanism, suite, attack).
 * The evidence (request and answer) can be large: {@link #WITHOUT_EVIDENCE} reads the rest only.
 */
@Entity
@Table(name = "VERDICT")
@IdClass(StoredVerdict.Key.class)
@NamedQuery(name = StoredVerdict.WITH_EVIDENCE, query = "SELECT v FROM StoredVerdict v WHERE v.verificationId = :verification")
@NamedQuery(name = StoredVerdict.WITHOUT_EVIDENCE, query = "SELECT v.mechanism, v.suite, v.attack, v.outcome, v.detail FROM StoredVerdict v"
        + " WHERE v.verificationId = :verification")
public class StoredVerdict {

    public static final String WITH_EVIDENCE = "StoredVerdict.withEvidence";
    public static final String WITHOUT_EVIDENCE = "StoredVerdict.withoutEvidence";

    @Id
    @Column(name = "VERIFICATION_ID")
    private long verificationId;

    @Id
    @Column(length = 64)
    private String mechanism;

    /** The suite's id ({@link Endpoint#suiteId()}), "" for a mechanism without one. */
    @Id
    @Column(length = 32)
    private String suite;

    @Id
    @Enumerated(EnumType.STRING)
    @Column(length = 32)
    private Attack attack;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Outcome outcome;

    @Lob
    @Column(nullable = false)
    private String detail;

    @Lob
    private String request;

    @Lob
    private String response;

    /** What the server sent elsewhere than back on the connection (to the attacker's address); null: nothing. */
    @Lob
    private String diverted;

    protected StoredVerdict() {
        // for JPA
    }

    /** The verdict as stored: the caller withholds any secret in its evidence first. */
    public StoredVerdict(long verificationId, Verdict verdict) {
        this.verificationId = verificationId;
        this.mechanism = verdict.mechanism().id();
        this.suite = verdict.endpoint().suiteId();
        this.attack = verdict.attack();
        this.outcome = verdict.outcome();
        this.detail = verdict.detail();
        this.request = verdict.request();
        this.response = verdict.response();
        this.diverted = verdict.diverted();
    }

    public Verdict verdict() {
        return new Verdict(Endpoint.stored(mechanism, suite), attack, outcome, detail, request, response, diverted);
    }

    /** A row of {@link #WITHOUT_EVIDENCE} as a verdict with no evidence. */
    public static Verdict withoutEvidence(Object[] row) {
        return new Verdict(Endpoint.stored((String) row[0], (String) row[1]), (Attack) row[2], (Outcome) row[3], (String) row[4],
                null, null);
    }

    /** The primary key: verification, mechanism, suite and attack. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public long verificationId;
        public String mechanism;
        public String suite;
        public Attack attack;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && verificationId == key.verificationId && Objects.equals(mechanism, key.mechanism)
                    && Objects.equals(suite, key.suite) && attack == key.attack;
        }

        @Override
        public int hashCode() {
            return Objects.hash(verificationId, mechanism, suite, attack);
        }
    }
}
