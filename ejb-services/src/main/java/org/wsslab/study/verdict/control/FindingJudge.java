package org.wsslab.study.verdict.control;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A finding judged: each claim over the measurements of the role it reads, the finding's verdict from
 * its claims' ({@link Verdict#of}), the runs read and the differences of method. A role no run was read
 * for leaves its claims inconclusive, saying which preset would answer them.
 */
public final class FindingJudge {

    /** What one role's runs are and measured. */
    public record RoleEvidence(RoleRuns runs, Measurements measured) {
    }

    private FindingJudge() {
    }

    /** The finding judged over the evidence of its roles (a role absent from the map was not run). */
    public static Finding judge(Study study, StudyItem item, Map<String, RoleEvidence> byRole) {
        List<ClaimVerdict> claims = new ArrayList<>();
        for (JsonObject claim : item.claims()) {
            String role = claim.getString("role");
            RoleEvidence evidence = byRole.get(role);
            claims.add(evidence == null ? notRun(claim, item, role) : ClaimJudge.judge(claim, evidence.measured()));
        }
        Verdict verdict = Verdict.of(claims.stream().map(ClaimVerdict::verdict).toList());
        List<RoleRuns> runs = item.roles().stream().filter(byRole::containsKey).map(role -> byRole.get(role).runs()).toList();
        String stack = byRole.values().stream().map(evidence -> evidence.measured().stack()).filter(java.util.Objects::nonNull).findFirst()
                .orElse(null);
        return new Finding(study.id(), item.id(), item.says(), verdict, List.copyOf(claims), runs,
                MethodDifferences.of(study, item, stack));
    }

    private static ClaimVerdict notRun(JsonObject claim, StudyItem item, String role) {
        String preset = item.runs().stream().filter(run -> run.role().equals(role)).findFirst().map(run -> run.preset()).orElse("?");
        return ClaimVerdict.of(claim, List.of(new Check("what role " + role + " measures", null, "—", "—", Verdict.INCONCLUSIVE,
                "no completed run of preset " + preset + " was read for role " + role + ": reproduce " + item.id()
                        + ", or run the preset")));
    }
}
