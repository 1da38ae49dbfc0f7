package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.function.Function;
import org.wsslab.console.findings.FindingFigures;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Finding;
import org.wsslab.study.verdict.entity.RoleRuns;

/**
 * A finding's verdict as GET /runs/{id}/findings, /groups/{name}/findings and /studies/{id}/findings
 * answer it (docs/api.md, "Findings"): the verdict and the figures of the check it rests on at the top,
 * every claim's checks below, the runs read and the differences of method.
 */
public final class FindingJson {

    private FindingJson() {
    }

    /** The findings, each with the values its study published for it ({@code published} reads reference.json). */
    public static JsonArray of(List<Finding> findings, Function<Finding, JsonObject> published) {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        findings.forEach(finding -> list.add(of(finding, published.apply(finding))));
        return list.build();
    }

    static JsonObject of(Finding finding, JsonObject publishedValues) {
        JsonObjectBuilder json = Json.object().add("id", finding.item()).add("study", finding.study()).add("says", finding.says())
                .add("verdict", finding.verdict().id());
        // Every finding judged has a claim and every claim a check (ClaimJudge makes one where nothing compares).
        check(json, finding.deciding());
        JsonArrayBuilder runs = jakarta.json.Json.createArrayBuilder();
        finding.runs().stream().flatMap(role -> role.runs().stream()).distinct().forEach(runs::add);
        JsonArrayBuilder roles = jakarta.json.Json.createArrayBuilder();
        finding.runs().forEach(role -> roles.add(role(role)));
        JsonArrayBuilder claims = jakarta.json.Json.createArrayBuilder();
        finding.claims().forEach(claim -> claims.add(claim(claim)));
        JsonArrayBuilder differences = jakarta.json.Json.createArrayBuilder();
        finding.differences().forEach(differences::add);
        return json.add("published_values", publishedValues).add("scaled", finding.scaled()).add("runs", runs).add("roles", roles)
                .add("claims", claims).add("differences", differences).build();
    }

    private static JsonObject claim(ClaimVerdict claim) {
        JsonArrayBuilder checks = jakarta.json.Json.createArrayBuilder();
        claim.checks().forEach(check -> checks.add(check(Json.object(), check)));
        return Json.object().add("claim", claim.claim()).add("verdict", claim.verdict().id()).add("checks", checks).build();
    }

    /** A check's figures: what is compared, the measured value with its interval, the published claim, the band and why. */
    private static JsonObjectBuilder check(JsonObjectBuilder json, Check check) {
        json.add("figure", check.figure());
        Estimate measured = check.measured();
        if (measured == null) {
            json.addNull("measured").addNull("interval").addNull("basis");
        } else {
            json.add("measured", FindingFigures.round(measured.value()));
            if (measured.hasInterval()) {
                json.add("interval", jakarta.json.Json.createArrayBuilder().add(FindingFigures.round(measured.low()))
                        .add(FindingFigures.round(measured.high())));
            } else {
                json.addNull("interval");
            }
            json.add("basis", measured.basis());
        }
        return json.add("published", check.published()).add("tolerance", check.tolerance()).add("check_verdict", check.verdict().id())
                .add("reason", check.reason());
    }

    static JsonObject role(RoleRuns role) {
        JsonArrayBuilder runs = jakarta.json.Json.createArrayBuilder();
        role.runs().forEach(runs::add);
        JsonObjectBuilder json = Json.object().add("role", role.role()).add("preset", role.preset());
        Json.add(json, "group", role.group());
        return json.add("runs", runs).add("scaled", role.scaled()).add("found", role.found()).build();
    }
}
