package org.wsslab.console.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.time.Instant;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.findings.FindingFixtures;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.run.ConvergenceResults;
import org.wsslab.console.run.ResultTable;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;
import org.wsslab.workload.entity.Shape;

class RunReportTest {

    private static final String HOSTILE = "</script><img src=x onerror=alert(1)>";

    private final Run run = new Run(List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint()),
            List.of(AlgorithmSuite.DEFAULT), List.of(100, 2048), 2, 0, Order.DEFAULT, 5, Instant.EPOCH);

    private String report() {
        return reportOfRun().html();
    }

    private RunReport reportOfRun() {
        Instant t = Instant.parse("2026-11-22T10:00:00Z");
        List<Sample> samples = List.of(
                Sample.measured(1, Mechanism.PLAIN.endpoint(), 100, 0, 0, false, true, 9_000_000, 1, t),
                Sample.measured(1, Mechanism.PLAIN.endpoint(), 100, 1, 0, false, false, 1_000_000, 1, t),
                Sample.measured(1, Mechanism.TRANSPORT_SSL.endpoint(), 100, 0, 0, false, true, 9_000_000, 1, t),
                Sample.measured(1, Mechanism.TRANSPORT_SSL.endpoint(), 100, 1, 0, false, false, 2_000_000, 1, t));
        var summary = new RunSummarizer(run, samples, List.of()).summary();
        return new RunReport(new RunResults(run, summary, ShownStatistic.MEAN), new RunResults(run, summary, ShownStatistic.MEDIAN),
                Map.of("calls per cell", "2"), List.of(new AbstractMap.SimpleImmutableEntry<>("First start", Map.of("jdk", HOSTILE))),
                new ReportAssets("body{}", "/* chart.js */ var Chart = function(){};", "var wsslab = {};", "/* canvas2svg */"));
    }

    @Test
    void theStudiesFindingsTheRunAnswersAreATableThoseThatDifferFirstAndARunThatAnswersNoneHasNoSuchSection() {
        String html = reportOfRun().withFindings(FindingView.differsFirst(List.of(FindingFixtures.finding("000-f1", Verdict.HOLDS),
                FindingFixtures.finding("000-f2", Verdict.DIFFERS, Estimate.single(1.5, "one run in blocks"), 7L)),
                finding -> JsonObject.EMPTY_JSON_OBJECT)).html();
        assertTrue(html.contains("<h2>Studies' findings</h2>"), "the section");
        assertTrue(html.indexOf("data-finding=\"000-f2\"") < html.indexOf("data-finding=\"000-f1\""), "the one that differs first");
        assertTrue(html.contains("data-verdict=\"differs\">differs</span></td><td>transport-ssl ÷ plain, mean at 100 B</td>"
                + "<td>1.5 (no interval that survives a rerun)</td><td>3×</td><td>±25% (about-the-same)</td>"), html);
        assertTrue(html.contains("<td>3.142 [2.9, 3.4]</td>"), "the figure with its interval");
        assertFalse(report().contains("Studies' findings"), "no findings, no section");
    }

    @Test
    void aStoppedRunsConvergenceIsATableOfEachCellsCallsAndAChartAndARunWithoutOneHasNoSuchSection() {
        Instant t = Instant.parse("2026-11-22T10:00:00Z");
        List<Sample> calls = new java.util.ArrayList<>();
        long[] rtt = {9_000_000, 3_000_000, 2_000_000, 1_000_000, 1_100_000, 900_000, 1_000_000, 1_000_000, 1_050_000, 950_000, 1_000_000,
                1_000_000};
        for (int seq = 0; seq < rtt.length; seq++) {
            calls.add(Sample.measured(1, Mechanism.TRANSPORT_SSL.endpoint(), 100, seq, 0, seq < 2, seq == 0, rtt[seq], 1, t));
        }
        Convergence.Cell cell = Convergence.of(Mechanism.TRANSPORT_SSL.endpoint(), 100, 1, calls);
        String html = reportOfRun().withConvergence(new ConvergenceResults(run, new Convergence(List.of(cell)))).html();
        assertTrue(html.contains("<h2>Convergence</h2>"), "the section");
        assertTrue(html.contains("000's definition: the first call at or below the mean of all of them"),
                "000's call, as the page says it");
        assertTrue(html.contains("the median of the " + Convergence.WINDOW + " calls centred on each call stays within ±"
                + Convergence.BAND_PCT + "%"), "the robust call, as the page says it");
        assertTrue(html.contains("<td class=\"mean-call\">" + cell.meanCall() + "</td>"), html);
        assertTrue(html.contains("<td class=\"band-call\">" + (cell.bandCall() == null ? "never" : cell.bandCall()) + "</td>"), html);
        assertTrue(html.contains("wsslab.charts['convergenceChart']"), "its chart");
        assertFalse(report().contains("<h2>Convergence</h2>"), "none given (a growth or sequences run, or one still running): no section");
    }

    @Test
    void everythingTheReportNeedsIsInsideItAndItLinksNowhere() {
        String html = report();
        assertTrue(html.contains("/* chart.js */"), "Chart.js is embedded");
        assertTrue(html.contains("/* canvas2svg */"), "canvas2svg is embedded, for the SVG exports");
        assertFalse(html.matches("(?s).*(src|href)\\s*=\\s*[\"']?(https?:)?//.*"), "no remote reference");
        for (String chart : List.of("rttChart", "overheadChart", "cpuChart100", "wireChart100", "cpuChart2048", "wireChart2048")) {
            assertTrue(
                    html.contains("wsslab.charts['" + chart + "'] = wsslab.draw('" + chart + "', document.getElementById('" + chart + "')"),
                    chart);
        }
        assertTrue(html.contains("<td data-mechanism=\"transport-ssl\" data-size=\"100\">2.00</td>"), "the mean table");
    }

    @Test
    void recordedTextCannotBreakOutOfTheReport() {
        String html = report();
        assertFalse(html.contains("<img"), "an environment value is text, never markup");
        assertTrue(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"));
    }

    @Test
    void theNewestVerificationsMatrixIsIncludedCellByCellWithItsDetailAsText() {
        var verification = new org.wsslab.verification.entity.Verification(7, org.wsslab.verification.entity.VerificationStatus.COMPLETED,
                Instant.EPOCH, Instant.EPOCH, null, List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(),
                        Mechanism.SIGN_ONLY.endpoint(), Mechanism.SIGN_ONLY.under(AlgorithmSuite.BASIC256)));
        var verdicts = List.of(
                new org.wsslab.verification.entity.Verdict(Mechanism.TRANSPORT_SSL.endpoint(), org.wsslab.verification.entity.Attack.REPLAY,
                        org.wsslab.verification.entity.Outcome.KNOWN_GAP, HOSTILE, null, null),
                new org.wsslab.verification.entity.Verdict(Mechanism.PLAIN.endpoint(), org.wsslab.verification.entity.Attack.DOCTYPE,
                        org.wsslab.verification.entity.Outcome.REFUSED, "fault", null, null),
                new org.wsslab.verification.entity.Verdict(Mechanism.SIGN_ONLY.under(AlgorithmSuite.BASIC256),
                        org.wsslab.verification.entity.Attack.TAMPERED_BODY, org.wsslab.verification.entity.Outcome.REFUSED, "fault", null,
                        null));
        Instant t = Instant.parse("2026-11-22T10:00:00Z");
        var summary = new RunSummarizer(run,
                List.of(Sample.measured(1, Mechanism.PLAIN.endpoint(), 100, 1, 0, false, false, 1_000_000, 1, t)),
                List.of()).summary();
        String html = new RunReport(new RunResults(run, summary, ShownStatistic.MEAN), new RunResults(run, summary, ShownStatistic.MEDIAN),
                Map.of(), List.of(), new ReportAssets("", "", "", ""))
                .withProtection(org.wsslab.console.verification.AttackMatrix.of(verification, verdicts)).html();

        assertTrue(html.contains("Verification 7"), html);
        assertTrue(
                html.contains(
                        "class=\"outcome KNOWN_GAP\" data-mechanism=\"transport-ssl\" data-suite=\"Basic128\" data-attack=\"REPLAY\""),
                "the known gap");
        assertTrue(html.contains("class=\"outcome REFUSED\" data-mechanism=\"plain\" data-suite=\"\" data-attack=\"DOCTYPE\""),
                "the refusal");
        assertTrue(html.contains("class=\"outcome PENDING\" data-mechanism=\"plain\" data-suite=\"\" data-attack=\"REPLAY\""),
                "no verdict: pending");
        // In the page's words: the outcomes and the attacks as the matrix's legend names them, not their API names.
        assertTrue(html.contains(">known gap</td>") && html.contains(">refused</td>") && html.contains(">…</td>"), html);
        assertTrue(html.contains(">tampered body</th>") && !html.contains(">KNOWN_GAP<") && !html.contains(">TAMPERED_BODY<"), html);
        // One row per suite: a verdict under Basic256 is that row's, not the catalog suite's.
        assertTrue(html.contains("<tr><th>sign-only/Basic256</th>"), "the row of sign-only under Basic256");
        assertTrue(
                html.contains(
                        "class=\"outcome REFUSED\" data-mechanism=\"sign-only\" data-suite=\"Basic256\" data-attack=\"TAMPERED_BODY\""),
                "the verdict under Basic256");
        assertTrue(
                html.contains(
                        "class=\"outcome PENDING\" data-mechanism=\"sign-only\" data-suite=\"Basic128\" data-attack=\"TAMPERED_BODY\""),
                "none under Basic128");
        assertFalse(html.contains("<img"), "a verdict's detail is text, never markup");
    }

    @Test
    void chartJsIsTakenAloneFromPrimeFacesBundle() {
        String chartJs = ChartJsSource.read();
        assertTrue(chartJs.contains("Chart.js v4"));
        assertFalse(chartJs.contains("PrimeFaces"), "PrimeFaces' widget needs PrimeFaces, which the report has not");
        assertFalse(chartJs.contains("chartjs-adapter-moment"));
    }

    @Test
    void tableCsvHasTheTitleAsACommentThenTheSizesThenOneRowPerMechanism() throws Exception {
        StringWriter out = new StringWriter();
        TableCsv.write(new ResultTable("mean RTT, \"ms\"", Shape.BYTES, List.of(100, 1024),
                List.of(new ResultTable.Row("plain", List.of("1.00", "–")))), out);
        assertEquals("# mean RTT, \"ms\"\r\nmechanism,100 B,1024 B\r\nplain,1.00,–\r\n", out.toString());
    }
}
