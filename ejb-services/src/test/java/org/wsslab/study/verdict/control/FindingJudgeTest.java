package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Rounds;
import org.wsslab.study.control.StudyShelf;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.FindingJudge.RoleEvidence;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A finding of the studies the lab ships (000-f2: username token is the cheapest WS-Security mechanism,
 * on echo and on Employee Details) judged over a synthetic run for one of its two roles: the other
 * role's claims cannot tell, naming the preset that would answer them.
 */
class FindingJudgeTest {

    private static final Study STUDY = StudyShelf.load().studies().stream().filter(study -> study.id().equals("000")).findFirst()
            .orElseThrow();
    private static final StudyItem ITEM = STUDY.item("000-f2").orElseThrow();

    private static Map<String, RoleEvidence> echoOnly(double usernameToken) {
        SyntheticLab lab = new SyntheticLab(31).cell("username-token-digest", usernameToken).cell("sign-only", 2.0)
                .cell("encrypt-only", 2.2)
                .cell("mutual-certificates", 3.0).cell("encrypt-then-sign", 3.1).cell("secure-conversation", 2.5);
        Measurements measured = Measurements.of(List.of(lab.paired(List.of(12), 100, new Rounds(10, 2))));
        return Map.of("echo", new RoleEvidence(new RoleRuns("echo", "echo-static", null, List.of(0L), true, "a synthetic run"),
                measured));
    }

    @Test
    void aRoleNotRunLeavesItsClaimsInconclusiveNamingThePresetThatAnswersThem() {
        Finding finding = FindingJudge.judge(STUDY, ITEM, echoOnly(1.2));

        assertEquals(List.of("echo", "employees"), ITEM.roles(), "the shipped item still reads two roles");
        assertEquals(10, finding.claims().size());
        List<ClaimVerdict> echo = finding.claims().subList(0, 5);
        List<ClaimVerdict> employees = finding.claims().subList(5, 10);
        echo.forEach(claim -> assertEquals(Verdict.HOLDS, claim.verdict(), claim.claim() + ": " + claim.deciding().reason()));
        assertEquals(2.0 / 1.2, echo.get(0).deciding().measured().value(), 0.04, "sign-only ÷ username token");
        for (ClaimVerdict claim : employees) {
            assertEquals(Verdict.INCONCLUSIVE, claim.verdict());
            Check check = claim.deciding();
            assertNull(check.measured());
            assertEquals("no completed run of preset employees-static was read for role employees: reproduce 000-f2, or run the preset",
                    check.reason());
        }
        assertEquals(Verdict.INCONCLUSIVE, finding.verdict(), "half its claims cannot tell");
        assertEquals(employees.get(0).deciding(), finding.deciding());
        assertEquals(List.of("echo"), finding.runs().stream().map(RoleRuns::role).toList(), "only the runs read");
        assertTrue(finding.scaled());
        assertEquals(List.of("000", "000-f2", ITEM.says()), List.of(finding.study(), finding.item(), finding.says()));
        assertTrue(finding.differences().get(0).startsWith("stack: the study's "), finding.differences().get(0));
        assertTrue(finding.differences().get(0).endsWith("the lab's Metro/WSIT 4.0.5 (JAX-WS runtime 4.0.3) on Eclipse GlassFish 8.0.0,"
                + " Eclipse Adoptium 25.0.1+8-LTS (OpenJDK 64-Bit Server VM) (as run 0 recorded it)"),
                "the stack the run recorded, not one written down: " + finding.differences().get(0));
        assertTrue(finding.differences().stream().anyMatch(difference -> difference.startsWith("the lab: ")),
                finding.differences().toString());
    }

    @Test
    void aClaimThatDiffersMakesTheFindingDifferWhateverTheRoleNotRun() {
        // username token dearer than sign-only: the first echo claim differs.
        Finding finding = FindingJudge.judge(STUDY, ITEM, echoOnly(2.4));

        assertEquals(Verdict.DIFFERS, finding.verdict());
        assertEquals(Verdict.DIFFERS, finding.claims().get(0).verdict());
        assertEquals(2.0 / 2.4, finding.deciding().measured().value(), 0.03, "sign-only ÷ username token");
        assertEquals("sign-only ÷ username-token-digest, mean round trip at size 12", finding.deciding().figure());
    }

    @Test
    void noRoleRunAtAllCannotTell() {
        Finding finding = FindingJudge.judge(STUDY, ITEM, Map.of());

        assertEquals(Verdict.INCONCLUSIVE, finding.verdict());
        assertTrue(finding.runs().isEmpty());
        assertTrue(finding.deciding().reason().contains("preset echo-static"), finding.deciding().reason());
    }
}
