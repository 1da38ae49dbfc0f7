package org.wsslab.console.verification;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.AttackClass;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * A verification as the page and the report show it: one row per endpoint (mechanism under a suite), one
 * cell per attack, the attacks grouped by class. A finished verification shows the attacks it made: one
 * stored before an attack existed has no column for it, rather than a column of cells never reached.
 * An interrupted or cancelled one shows every attack, as a running one does: the cells it never reached
 * are what its stop left out, and a new verification makes them.
 */
public record AttackMatrix(Verification verification, List<Attack> attacks, List<Row> rows) {

    /** An endpoint and its verdict per attack, in attack order; null where none was reached (yet). */
    public record Row(Endpoint endpoint, List<Verdict> cells) {
    }

    /** A class of attacks and how many columns (its attacks, side by side) it spans. */
    public record Group(AttackClass attackClass, int span) {
    }

    public static AttackMatrix of(Verification verification, List<Verdict> verdicts) {
        boolean finished = verification.status() == VerificationStatus.COMPLETED || verification.status() == VerificationStatus.FAILED;
        List<Attack> made = Attack.all().stream().filter(attack -> verdicts.stream().anyMatch(v -> v.attack() == attack)).toList();
        List<Attack> attacks = finished && !made.isEmpty() ? made : Attack.all();
        List<Row> rows = new ArrayList<>();
        for (Endpoint endpoint : verification.endpoints()) {
            List<Verdict> cells = new ArrayList<>();
            for (Attack attack : attacks) {
                cells.add(verdicts.stream().filter(v -> v.endpoint().equals(endpoint) && v.attack() == attack).findFirst().orElse(null));
            }
            rows.add(new Row(endpoint, cells));
        }
        return new AttackMatrix(verification, attacks, List.copyOf(rows));
    }

    /** The newest completed verification's matrix: what the lab last found, for pages and reports beside a run. */
    public static Optional<AttackMatrix> newestCompleted(Verifications verifications) {
        return verifications.all().stream().filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst()
                .map(v -> of(v, verifications.verdicts(v.id())));
    }

    /** What a cell without a verdict ("…") means in this verification, for the page's legend. */
    public String unreached() {
        return switch (verification.status()) {
            case RUNNING -> "not reached yet: the verification is still running";
            case INTERRUPTED -> "not reached: the application stopped first (redeployed, undeployed or its server stopped);"
                    + " the verdicts shown are kept, and a new verification makes every attack";
            case CANCELLED -> "not reached: an operator cancelled the verification; the verdicts shown are kept";
            case FAILED -> "not reached: the verification failed first (why is said above)";
            case COMPLETED -> "not made";
        };
    }

    /** How many cells have a verdict, of how many the matrix has: a running verification's progress. */
    public int reached() {
        return (int) rows.stream().flatMap(row -> row.cells().stream()).filter(cell -> cell != null).count();
    }

    public int cells() {
        return rows.size() * attacks.size();
    }

    /** The classes over the attack columns, in column order (an attack's class is one run of columns). */
    public List<Group> groups() {
        List<Group> groups = new ArrayList<>();
        for (Attack attack : attacks) {
            int last = groups.size() - 1;
            if (last >= 0 && groups.get(last).attackClass() == attack.attackClass()) {
                groups.set(last, new Group(attack.attackClass(), groups.get(last).span() + 1));
            } else {
                groups.add(new Group(attack.attackClass(), 1));
            }
        }
        return groups;
    }
}
