package org.wsslab.verification.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.persistence.control.Jdbc;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** Verifications and their verdicts, each verdict committed as soon as it is reached. */
@ApplicationScoped
public class VerificationStore {

    private static final String COLUMNS = "ID, STATUS, CREATED, FINISHED, DETAIL, MECHANISMS";

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource database;

    public Verification create(List<Mechanism> mechanisms, Instant now) {
        long[] id = new long[1];
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement next = connection.prepareStatement("SELECT NEXT VALUE FOR VERIFICATION_ID_SEQ");
                 ResultSet row = next.executeQuery()) {
                row.next();
                id[0] = row.getLong(1);
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS) VALUES (?, ?, ?, ?)")) {
                insert.setLong(1, id[0]);
                insert.setString(2, VerificationStatus.RUNNING.name());
                insert.setObject(3, now.atOffset(ZoneOffset.UTC));
                insert.setString(4, mechanisms.stream().map(Mechanism::id).collect(Collectors.joining(",")));
                insert.executeUpdate();
            }
        }, "store a new verification");
        return new Verification(id[0], VerificationStatus.RUNNING, now, null, null, mechanisms);
    }

    public void record(long id, Verdict verdict) {
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO VERDICT"
                    + " (VERIFICATION_ID, MECHANISM, ATTACK, OUTCOME, DETAIL, REQUEST, RESPONSE) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                insert.setLong(1, id);
                insert.setString(2, verdict.mechanism().id());
                insert.setString(3, verdict.attack().name());
                insert.setString(4, verdict.outcome().name());
                insert.setString(5, verdict.detail());
                insert.setString(6, SecretRedaction.withoutSecrets(verdict.request()));
                insert.setString(7, SecretRedaction.withoutSecrets(verdict.response()));
                insert.executeUpdate();
            }
        }, "store a verdict of verification " + id);
    }

    public void finish(long id, VerificationStatus status, String detail, Instant now) {
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE VERIFICATION SET STATUS = ?, FINISHED = ?, DETAIL = ? WHERE ID = ?")) {
                update.setString(1, status.name());
                update.setObject(2, now.atOffset(ZoneOffset.UTC));
                update.setString(3, detail);
                update.setLong(4, id);
                update.executeUpdate();
            }
        }, "finish verification " + id);
    }

    /** Newest first. */
    public List<Verification> all() {
        return Jdbc.query(database, "SELECT " + COLUMNS + " FROM VERIFICATION ORDER BY ID DESC", select -> { },
                VerificationStore::verification, "list the verifications");
    }

    public List<Verification> inStatus(VerificationStatus status) {
        return Jdbc.query(database, "SELECT " + COLUMNS + " FROM VERIFICATION WHERE STATUS = ? ORDER BY ID",
                select -> select.setString(1, status.name()), VerificationStore::verification, "list the verifications " + status);
    }

    public Optional<Verification> find(long id) {
        return Jdbc.query(database, "SELECT " + COLUMNS + " FROM VERIFICATION WHERE ID = ?", select -> select.setLong(1, id),
                VerificationStore::verification, "read verification " + id).stream().findFirst();
    }

    /** The verdicts in catalog order, then attack order; with the evidence only when asked (it can be large). */
    public List<Verdict> verdicts(long id, boolean evidence) {
        String columns = evidence ? "MECHANISM, ATTACK, OUTCOME, DETAIL, REQUEST, RESPONSE" : "MECHANISM, ATTACK, OUTCOME, DETAIL";
        List<Verdict> verdicts = Jdbc.query(database, "SELECT " + columns + " FROM VERDICT WHERE VERIFICATION_ID = ?",
                select -> select.setLong(1, id),
                row -> new Verdict(Mechanism.byId(row.getString(1)).orElseThrow(), Attack.valueOf(row.getString(2)),
                        Outcome.valueOf(row.getString(3)), row.getString(4),
                        evidence ? row.getString(5) : null, evidence ? row.getString(6) : null),
                "read the verdicts of verification " + id);
        verdicts.sort((a, b) -> a.mechanism() != b.mechanism() ? a.mechanism().compareTo(b.mechanism())
                : a.attack().compareTo(b.attack()));
        return verdicts;
    }

    public boolean delete(long id) {
        int[] deleted = new int[1];
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM VERIFICATION WHERE ID = ?")) {
                delete.setLong(1, id);
                deleted[0] = delete.executeUpdate();
            }
        }, "delete verification " + id);
        return deleted[0] > 0;
    }

    private static Verification verification(ResultSet row) throws SQLException {
        OffsetDateTime finished = row.getObject(4, OffsetDateTime.class);
        return new Verification(row.getLong(1), VerificationStatus.valueOf(row.getString(2)),
                row.getObject(3, OffsetDateTime.class).toInstant(), finished == null ? null : finished.toInstant(),
                row.getString(5), Arrays.stream(row.getString(6).split(",")).map(m -> Mechanism.byId(m).orElseThrow()).toList());
    }
}
