package org.wsslab.console.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** A verification as the page and the report show it: one row per endpoint (mechanism under a suite), one cell per attack. */
public record AttackMatrix(Verification verification, List<Row> rows) {

    /** An endpoint and its verdict per attack, in attack order; null where none was reached (yet). */
    public record Row(Endpoint endpoint, List<Verdict> cells) {
    }

    public static AttackMatrix of(Verification verification, List<Verdict> verdicts) {
        List<Row> rows = new ArrayList<>();
        for (Endpoint endpoint : verification.endpoints()) {
            List<Verdict> cells = new ArrayList<>();
            for (Attack attack : Attack.all()) {
                cells.add(verdicts.stream().filter(v -> v.endpoint().equals(endpoint) && v.attack() == attack).findFirst().orElse(null));
            }
            rows.add(new Row(endpoint, cells));
        }
        return new AttackMatrix(verification, List.copyOf(rows));
    }

    /** The newest completed verification's matrix: what the lab last found, for pages and reports beside a run. */
    public static Optional<AttackMatrix> newestCompleted(Verifications verifications) {
        return verifications.all().stream().filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst()
                .map(v -> of(v, verifications.verdicts(v.id())));
    }

    public List<Attack> attacks() {
        return Attack.all();
    }
}
