package org.wsslab.console.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;
import org.wsslab.workload.entity.Shape;

/** The report and files of a growth and of a sequences run hold what their mode measured, as their run page shows it. */
class ModeReportTest {

    private static final ReportAssets ASSETS = new ReportAssets("", "", "", "");

    private static Run run(List<Integer> sizes, int calls) {
        return new Run(List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint()), List.of(AlgorithmSuite.DEFAULT), sizes,
                calls, 0, Order.DEFAULT, 5, Instant.EPOCH);
    }

    /** Three calls of 12, 24 and 36 bytes; transport-ssl's second failed. */
    private static GrowthSeries series(Run run) {
        Growth growth = new Growth(12, 12, 3);
        run.follow(growth);
        return new GrowthSeries(growth, List.of(
                new GrowthSeries.Line(Mechanism.PLAIN.endpoint(), new Long[]{1_000_000L, 1_100_000L, 1_200_000L}, 1e6, 1.1e6, 0, 1.0),
                new GrowthSeries.Line(Mechanism.TRANSPORT_SSL.endpoint(), new Long[]{2_000_000L, null, 2_500_000L}, 2e6, 2.5e6, 1,
                        2.5 / 1.1)));
    }

    private static String report(Run run, ModeSection mode) {
        return new RunReport(new RunResults(run, List.of(), ShownStatistic.MEAN), new RunResults(run, List.of(), ShownStatistic.MEDIAN),
                Map.of(), List.of(), ASSETS).withMode(mode).withProtection(null).html();
    }

    @Test
    void aGrowthRunsReportShowsItsSeriesAndNoTableOfCellsItHasNot() {
        Run run = run(List.of(12), 1);
        String html = report(run, ModeSection.growth(run, series(run)));

        assertTrue(html.contains("<table class=\"results\" id=\"growthTable\">"), html);
        assertTrue(html.contains("<tr data-mechanism=\"transport-ssl\"><th>transport-ssl</th><td>2.00</td><td>2.50</td><td>1.25×</td>"
                + "<td>2.27×</td><td>1</td></tr>"), html);
        assertTrue(html.contains("wsslab.charts['growthChart'] = wsslab.draw("), "the series' chart");
        assertFalse(html.contains("Round-trip time and overhead"), "no table of cells: a growth run has none");
        assertFalse(html.contains("wsslab.charts['rttChart']"), "no chart of cells");
    }

    @Test
    void aSequencesRunsReportShowsItsSequencesBesideItsCells() {
        Run run = run(List.of(100), 5);
        run.follow(new Sequences(List.of(1, 4), 1));
        SequenceSummary summary = new SequenceSummary(List.of(
                new SequenceSummary.Row(Mechanism.PLAIN.endpoint(), 100, 4, 1, 0, 4_000_000L, 4e6, 1e6, 1.0),
                new SequenceSummary.Row(Mechanism.TRANSPORT_SSL.endpoint(), 100, 4, 1, 0, 9_000_000L, 9e6, 6e6, 2.25)),
                List.of(new SequenceSummary.Crossover(100, 4, Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.PLAIN.endpoint(), 3)));
        String html = report(run, ModeSection.sequences(run, summary));

        assertTrue(html.contains("<tr data-mechanism=\"transport-ssl\" data-length=\"4\"><th>transport-ssl</th><td>100 B</td><td>4</td>"
                + "<td>1</td><td>9.00</td><td>9.00</td><td>6.00</td><td>2.25×</td></tr>"), html);
        assertTrue(html.contains("<li class=\"crossover\">transport-ssl begins dearer than plain at 100 B"), html);
        assertTrue(html.contains("wsslab.charts['sequencesChart'] = wsslab.draw("), "the sequences' chart");
        assertTrue(html.contains("Round-trip time and overhead"), "and its cells' tables: a sequences run has cells");
    }

    @Test
    void aReportWithNoCoveringVerificationSaysSo() {
        Run run = run(List.of(100), 5);
        String html = new RunReport(new RunResults(run, List.of(), ShownStatistic.MEAN),
                new RunResults(run, List.of(), ShownStatistic.MEDIAN), Map.of(), List.of(), ASSETS).withProtection(null).html();
        assertTrue(html.contains("No completed verification on this lab attacked every mechanism of this run"), html);
    }

    @Test
    void aGrowthSeriesFileHasARowPerCallAndAColumnPerMechanism() throws Exception {
        Run run = run(List.of(12), 1);
        StringWriter out = new StringWriter();
        GrowthCsv.write(series(run), Shape.BYTES, out);
        assertEquals(
                "# round-trip time (ms) of each call of the series, the payload growing by 12 bytes a call; – where the call failed\r\n"
                        + "# bytes on the wire: probed after every 1 calls of the series and its first and last, outside the"
                        + " measured calls; per mechanism and size in the run's bytes-over-plain.csv\r\n"
                        + "call,size,plain,transport-ssl\r\n1,12,1.00,2.00\r\n2,24,1.10,–\r\n3,36,1.20,2.50\r\n",
                out.toString());
    }
}
