package org.wsslab.console.verification;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;

/**
 * Two verifications side by side, cell by cell: of the cells (endpoint and attack) both made, those
 * whose outcomes differ, in the shown matrix's order. What it is for: the same mechanisms verified
 * under two set-ups (bin/wsslab start --addressing default and anonymous-responses), or before and
 * after a change, where the whole matrix is the same but for a few cells.
 */
public record MatrixComparison(Verification other, int common, List<Difference> differences) {

    /** One cell both verifications made, with each one's verdict. */
    public record Difference(Endpoint endpoint, Attack attack, Verdict shown, Verdict other) {
    }

    private record Cell(Endpoint endpoint, Attack attack) {
    }

    public static MatrixComparison of(List<Verdict> shown, Verification other, List<Verdict> others) {
        Map<Cell, Verdict> there = new HashMap<>();
        others.forEach(verdict -> there.put(new Cell(verdict.endpoint(), verdict.attack()), verdict));
        int common = 0;
        List<Difference> differences = new ArrayList<>();
        for (Verdict here : shown) {
            Verdict verdict = there.get(new Cell(here.endpoint(), here.attack()));
            if (verdict != null) {
                common++;
                if (verdict.outcome() != here.outcome()) {
                    differences.add(new Difference(here.endpoint(), here.attack(), here, verdict));
                }
            }
        }
        return new MatrixComparison(other, common, List.copyOf(differences));
    }
}
