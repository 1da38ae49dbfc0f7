package org.wsslab.console.results;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;

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

    public List<Attack> attacks() {
        return Attack.all();
    }
}
