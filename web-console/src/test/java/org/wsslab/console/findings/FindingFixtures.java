package org.wsslab.console.findings;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.List;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.Verdict;

/** Findings as the verdict engine makes them, for the console's tests: one claim, one check, the runs of one role. */
public final class FindingFixtures {

    private FindingFixtures() {
    }

    /** A finding of study 004 whose one check has this verdict and figure; read from runs 7 and 8 of group "g" (none: not run yet). */
    public static Finding finding(String item, Verdict verdict, Estimate measured, Long... runs) {
        JsonObject claim = Json.createObjectBuilder().add("kind", "ratio").add("role", "cycles").add("a", "transport-ssl").add("value", 3.0)
                .build();
        Check check = new Check("transport-ssl ÷ plain, mean at 100 B", measured, "3×", "±25% (about-the-same)", verdict,
                "the interval lies " + verdict.id());
        List<RoleRuns> read = runs.length == 0 ? List.of(new RoleRuns("cycles", "cycles", null, List.of(), false, "no reproduction yet"))
                : List.of(new RoleRuns("cycles", "cycles", "g", List.of(runs), true, "the newest reproduction of preset cycles"));
        return new Finding("004", item, "Transport security costs three times plain.", verdict,
                List.of(ClaimVerdict.of(claim, List.of(check))), read, List.of("the study's clock was coarser"));
    }

    public static Finding finding(String item, Verdict verdict) {
        return finding(item, verdict, new Estimate(3.14159, 2.9, 3.4, 10, "10 paired rounds of run 7"), 7L, 8L);
    }
}
