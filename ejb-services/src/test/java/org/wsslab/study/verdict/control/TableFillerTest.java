package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Rounds;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.entity.ItemKind;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Layout.Column;
import org.wsslab.study.entity.Layout.Row;
import org.wsslab.study.entity.Layout.Shown;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.FindingJudge.RoleEvidence;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.StudyTable;
import org.wsslab.study.verdict.entity.StudyTable.Cell;

/**
 * A study's table filled from seeded synthetic runs made as the lab makes them: the lab's figure is the
 * run's own (its summary's mean, in ms), its multiple of plain is paired round by round (the rounds'
 * drift cancels: a narrow interval), an increase over plain is that multiple in %, the published values
 * stay as given with their own multiple of plain, and a column the lab cannot measure, or a role not
 * run, says why instead of showing a number.
 */
class TableFillerTest {

    private static final int SIZE = 100;
    private static final Study STUDY = new Study("9", "t", "a", "s", "/seed_9", "s", "m", null, null, null, List.of(), Map.of(), List.of());
    private static final StudyItem ITEM = new StudyItem("9-t1", ItemKind.TABLE, "Table 1", "s", null, Map.of(), List.of(),
            List.of(new ItemRun("r", "p"), new ItemRun("other", "q")), "r", null, null);

    private static Column column(String title, String role, ClaimStatistic figure, Shown shown, String missing, Number... published) {
        List<JsonNumber> values = new ArrayList<>();
        Arrays.stream(published).forEach(value -> values.add(value == null ? null : Json.createValue(value.doubleValue())));
        return new Column(title, role, null, null, figure, shown, missing, values);
    }

    private static StudyTable fill(SyntheticLab lab, Column... columns) {
        Layout layout = new Layout(List.of(new Row("no security", "plain", SIZE), new Row("sign only", "sign-only", SIZE)),
                List.of(columns));
        Measurements measured = Measurements.of(List.of(lab.paired(List.of(SIZE), 200, new Rounds(10, 2))));
        return TableFiller.fill(STUDY, ITEM, layout, Map.of("r", new RoleEvidence(new RoleRuns("r", "p", "g", measured.runs(), true,
                "test"), measured)));
    }

    @Test
    void theLabsFigureIsTheRunsOwnAndItsMultipleOfPlainIsPairedBesideThePublishedOnes() {
        SyntheticLab lab = new SyntheticLab(7).cell("sign-only", 3.0);
        StudyTable table = fill(lab, column("average", "r", ClaimStatistic.MEAN, Shown.VALUE, null, 4, 14));

        Cell plain = table.rows().get(0).cells().get(0);
        Cell signed = table.rows().get(1).cells().get(0);
        assertEquals("4.0", plain.published().toString(), "published as given");
        assertNull(plain.timesPlain(), "plain is no multiple of itself");
        assertEquals(3.5, signed.publishedTimesPlain(), 1e-12, "14 ÷ 4, the study's own multiple");
        Measurements again = Measurements.of(List.of(new SyntheticLab(7).cell("sign-only", 3.0).paired(List.of(SIZE), 200,
                new Rounds(10, 2))));
        assertEquals(again.figure("sign-only", SIZE, ClaimStatistic.MEAN) / 1e6, signed.lab(), 1e-9, "the run's mean, in ms");
        assertEquals(3.0, signed.lab() / plain.lab(), 0.2, "its mean is about 3 × plain's mean");
        assertEquals(3.0, signed.timesPlain().value(), 0.06);
        assertTrue(signed.timesPlain().hasInterval() && signed.timesPlain().high() - signed.timesPlain().low() < 0.15,
                "paired rounds: the drift cancels, " + signed.timesPlain());
        assertEquals("ms", table.columns().get(0).unit());
        assertTrue(table.runs().get(0).scaled() && table.scaled());
    }

    @Test
    void anIncreaseOverPlainIsTheMultipleInPercentWithItsInterval() {
        StudyTable table = fill(new SyntheticLab(8).cell("sign-only", 2.0),
                column("increment", "r", ClaimStatistic.MEAN, Shown.PCT_OVER_PLAIN, null, null, 104));
        Cell signed = table.rows().get(1).cells().get(0);
        assertEquals(100, signed.lab(), 3, "2 × plain is 100% over it");
        assertEquals((signed.timesPlain().low() - 1) * 100, signed.low(), 1e-9);
        assertEquals((signed.timesPlain().high() - 1) * 100, signed.high(), 1e-9);
        assertTrue(signed.low() < signed.lab() && signed.lab() < signed.high());
        assertEquals(0.0, table.rows().get(0).cells().get(0).lab(), "plain is 0% over itself");
        assertNull(signed.publishedTimesPlain(), "a published % is no multiple of a published plain value");
        assertEquals("%", table.columns().get(0).unit());
    }

    @Test
    void aColumnTheLabCannotMeasureAndARoleNotRunSayWhyAndShowNoFigure() {
        StudyTable table = fill(new SyntheticLab(9).cell("sign-only", 2.0),
                column("convergence call", "r", null, Shown.VALUE, "issue 43", 22, 883),
                column("elsewhere", "other", ClaimStatistic.MEAN, Shown.VALUE, null, null, null));
        Cell missing = table.rows().get(1).cells().get(0);
        assertNull(missing.lab());
        assertEquals("883.0", missing.published().toString());
        assertTrue(missing.why().contains("issue 43"), missing.why());
        Cell notRun = table.rows().get(1).cells().get(1);
        assertNull(notRun.lab());
        assertTrue(notRun.why().contains("no completed run of role other"), notRun.why());
        assertEquals(List.of("r"), table.runs().stream().map(RoleRuns::role).toList());
    }

    @Test
    void aNoisyCellIsNamedBesideItsFigureAndPlainsToo() {
        StudyTable table = fill(new SyntheticLab(10).cell("sign-only", 2.0).noisy("sign-only", "steal 9%").noisy("plain", "load 3.1"),
                column("average", "r", ClaimStatistic.MEAN, Shown.VALUE, null, null, null));
        List<String> noisy = table.rows().get(1).cells().get(0).noisy();
        assertTrue(noisy.stream().anyMatch(why -> why.contains("steal 9%")), noisy.toString());
        assertTrue(noisy.stream().anyMatch(why -> why.startsWith("plain in") && why.contains("load 3.1")), noisy.toString());
    }
}
