package org.wsslab.console.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.console.findings.FindingFixtures.finding;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.study.verdict.entity.Verdict;

class FindingViewTest {

    private static final JsonObject NONE = JsonObject.EMPTY_JSON_OBJECT;

    @Test
    void findingsThatDifferComeFirstThenThoseTheRunsCannotTellThenThoseThatHoldEachInTheStudysOrder() {
        List<FindingView> shown = FindingView.differsFirst(List.of(finding("a", Verdict.HOLDS), finding("b", Verdict.DIFFERS),
                finding("c", Verdict.INCONCLUSIVE), finding("d", Verdict.DIFFERS), finding("e", Verdict.HOLDS),
                finding("f", Verdict.INCONCLUSIVE)), f -> NONE);
        assertEquals(List.of("b", "d", "c", "f", "a", "e"), shown.stream().map(FindingView::id).toList());
        assertEquals(List.of("differs", "differs", "inconclusive", "inconclusive", "holds", "holds"),
                shown.stream().map(FindingView::verdict).toList());
    }

    @Test
    void theDecidingCheckIsWrittenAsTheApiWritesItsFigures() {
        FindingView view = FindingView.differsFirst(List.of(finding("004-j7", Verdict.DIFFERS)), f -> NONE).getFirst();
        assertEquals("3.142", view.deciding().value());
        assertEquals("[2.9, 3.4]", view.deciding().interval());
        assertEquals("3.142 [2.9, 3.4]", view.deciding().measured());
        assertEquals("10 paired rounds of run 7", view.deciding().basis());
        assertEquals("3×", view.deciding().published());
        assertEquals("±25% (about-the-same)", view.deciding().tolerance());
        assertEquals("the interval lies differs", view.deciding().reason());
        assertTrue(view.isRun());
        assertEquals(List.of(7L, 8L), view.runs());
        assertTrue(view.scaled());
        assertEquals("g", view.roles().getFirst().group());
        assertEquals(1, view.claims().size());
        assertEquals("{\"kind\":\"ratio\",\"role\":\"cycles\",\"a\":\"transport-ssl\",\"value\":3.0}", view.claims().getFirst().claim());
        assertEquals(List.of("the study's clock was coarser"), view.differences());
    }

    @Test
    void aFindingNoRunFedIsNotRunYetAndItsCheckHasNoFigure() {
        FindingView view = FindingView.differsFirst(List.of(finding("004-j1", Verdict.INCONCLUSIVE, null)), f -> NONE).getFirst();
        assertFalse(view.isRun());
        assertFalse(view.scaled());
        assertNull(view.deciding().value());
        assertEquals("not measured", view.deciding().interval());
        assertEquals("not measured", view.deciding().measured());
    }

    @Test
    void thePublishedValuesAreTheStudysAsJsonWritesThem() {
        JsonObject published = Json.createObjectBuilder().add("finding", "Transport is \"much\" faster.").add("pct", 163)
                .add("ms", Json.createArrayBuilder().add(Json.createObjectBuilder().add("size", 1048576).add("ms", 3018.31))).build();
        FindingView view = FindingView.differsFirst(List.of(finding("004-j5", Verdict.HOLDS)), f -> published).getFirst();
        assertEquals(List.of(new FindingView.PublishedValue("finding", "\"Transport is \\\"much\\\" faster.\""),
                new FindingView.PublishedValue("pct", "163"), new FindingView.PublishedValue("ms", "[{\"size\":1048576,\"ms\":3018.31}]")),
                view.published());
    }
}
