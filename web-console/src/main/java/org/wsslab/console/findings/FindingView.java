package org.wsslab.console.findings;

import jakarta.json.JsonObject;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A finding as a page or the report shows it: its verdict and the check it rests on, written as the
 * API writes their figures (FindingFigures), the runs each role read, every claim's checks, the
 * differences of method, and the values the study published for it as the study data holds them.
 *
 * @param deciding  the check the verdict rests on; null for a finding without checks
 * @param runs      every run read, once, in the order the roles read them; empty: not run yet
 * @param published the study's values by the names the item gives them, each as JSON writes it
 */
public record FindingView(String id, String study, String says, String verdict, CheckView deciding, List<RoleView> roles,
        List<Long> runs, boolean scaled, List<ClaimView> claims, List<String> differences, List<PublishedValue> published) {

    /** A check's figures as text: what is compared, the lab's figure and interval, the study's, the band, the verdict and why. */
    public record CheckView(String figure, String value, String interval, String basis, String published, String tolerance,
            String verdict, String reason) {

        static CheckView of(Check check) {
            return new CheckView(check.figure(), check.measured() == null ? null : FindingFigures.number(check.measured().value()),
                    FindingFigures.interval(check.measured()), check.measured() == null ? null : check.measured().basis(),
                    check.published(),
                    check.tolerance(), check.verdict().id(), check.reason());
        }

        /** The figure with its interval as one reading (the report's column). */
        public String measured() {
            return value == null ? interval
                    : value + (FindingFigures.NO_INTERVAL.equals(interval) ? " (" + interval + ")" : " " + interval);
        }
    }

    /** A claim of the finding: as the study file holds it (JSON), its verdict and its checks. */
    public record ClaimView(String claim, String verdict, List<CheckView> checks) {
    }

    /** The runs a role read: through a Reproduce's group (null when the run was read for matching the preset) or alone. */
    public record RoleView(String role, String preset, String group, List<Long> runs, boolean scaled, String found) {
    }

    /** One value the study published for the finding, under the item's name for it, as JSON (reference.json's). */
    public record PublishedValue(String name, String json) {
    }

    /** Whether any role read a run: a finding no Reproduce (or no matching run) has fed says it is not run yet. */
    public boolean isRun() {
        return !runs.isEmpty();
    }

    /**
     * The findings as a reader wants them: those that differ first (the lab's most interesting output),
     * then those the runs cannot tell, then those that hold; in the given order within each.
     */
    public static List<FindingView> differsFirst(List<Finding> findings, Function<Finding, JsonObject> published) {
        return findings.stream().sorted(Comparator.comparingInt(finding -> rank(finding.verdict())))
                .map(finding -> of(finding, published.apply(finding))).toList();
    }

    static FindingView of(Finding finding, JsonObject published) {
        Check deciding = finding.deciding();
        List<RoleView> roles = finding.runs().stream().map(FindingView::role).toList();
        List<Long> runs = finding.runs().stream().flatMap(role -> role.runs().stream()).distinct().toList();
        List<ClaimView> claims = finding.claims().stream().map(FindingView::claim).toList();
        List<PublishedValue> values = published.entrySet().stream()
                .map(value -> new PublishedValue(value.getKey(), value.getValue().toString())).toList();
        return new FindingView(finding.item(), finding.study(), finding.says(), finding.verdict().id(),
                deciding == null ? null : CheckView.of(deciding), roles, runs, finding.scaled(), claims, List.copyOf(finding.differences()),
                values);
    }

    private static int rank(Verdict verdict) {
        return switch (verdict) {
            case DIFFERS -> 0;
            case INCONCLUSIVE -> 1;
            case HOLDS -> 2;
        };
    }

    private static ClaimView claim(ClaimVerdict claim) {
        return new ClaimView(claim.claim().toString(), claim.verdict().id(), claim.checks().stream().map(CheckView::of).toList());
    }

    private static RoleView role(RoleRuns role) {
        return new RoleView(role.role(), role.preset(), role.group(), List.copyOf(role.runs()), role.scaled(), role.found());
    }
}
