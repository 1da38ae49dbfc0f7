package org.wsslab.study.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * The study files the lab ships hold (docs/studies.md): every name the catalog's, every published
 * value a figure of reference.json and every such figure some item's, scaled presets cut counts only;
 * and each of those checks refuses a study that breaks it (so the load cannot pass by checking nothing).
 */
class StudyCatalogTest {

    private static final JsonObject REFERENCE = Json.createReader(new StringReader("""
            {"seed_9": {"source": "a citation", "table1_ms": {"mean": [3, 8]}, "findings": ["one", "two"]}}""")).readObject();

    @Test
    void theFiveStudiesLoadAndHold() {
        StudyShelf shelf = StudyShelf.load();
        assertEquals(List.of("000", "001", "002", "003", "004"), shelf.studies().stream().map(Study::id).toList());
        for (Study study : shelf.studies()) {
            assertFalse(study.items().isEmpty(), study.id());
            for (StudyItem item : study.items()) {
                assertTrue(item.runnable() || !item.reason().isBlank(), item.id());
                item.published().keySet().forEach(name -> assertTrue(shelf.published(item).containsKey(name), item.id() + " " + name));
            }
        }
    }

    @Test
    void aScaledPresetDiffersFromItsStudysOnlyInCounts() {
        Set<String> counts = Set.of("/calls", "/warmup", "/rounds", "/settle", "/mode/sequences/repeats", "/mode/growth/calls",
                "/mode/growth/step",
                "/mode/precision/max_calls");
        for (Study study : StudyShelf.load().studies()) {
            for (Preset preset : study.presets().values()) {
                JsonValue diff = Json.createDiff(preset.request(Scale.FULL), preset.request(Scale.SCALED)).toJsonArray();
                Set<String> changed = diff.asJsonArray().getValuesAs(JsonObject.class).stream().map(op -> op.getString("path"))
                        .collect(Collectors.toCollection(java.util.HashSet::new));
                // A paired sequences run's lengths are counts: its pairs' sizes (/mode/sequences/pairs/N/1) are not.
                changed.removeIf(path -> path.matches("/mode/sequences/pairs/\\d+/0"));
                assertTrue(counts.containsAll(changed), study.id() + " " + preset.name() + " changes " + changed);
            }
        }
    }

    @Test
    void aMechanismTheCatalogLacksIsRefusedWithItsPreset() {
        Study study = study(
                """
                        "presets": {"p": {"title": "t", "request": {"mechanisms": ["sign-only", "signs-only"]}}},
                        "items": [{"id": "9-t1", "kind": "table", "published": {"t": "/seed_9/table1_ms"}, "runs": [{"role": "r", "preset": "p"}]},
                                  {"id": "9-f1", "kind": "finding", "says": "s", "published": {"f": "/seed_9/findings"},
                                   "claims": [{"kind": "ordering", "role": "r", "statistic": "mean", "cheaper": "sign-only", "dearer": "encrypt-onl"}],
                                   "runs": [{"role": "r", "preset": "p"}]}]""");
        List<String> problems = StudyChecks.of(study, REFERENCE);
        assertEquals(List.of("9 preset p: mechanism signs-only is not in the catalog",
                "9-f1: encrypt-onl names no mechanism (or suite) of the catalog"), problems);
    }

    @Test
    void aClaimOnACellOrSizeItsRunDoesNotMeasureIsRefused() {
        Study study = study("""
                "presets": {"p": {"title": "t", "request": {"mechanisms": ["sign-only", "mutual-certificates"], "suites": ["Basic256"],
                                                            "sizes": [12]}}},
                "items": [{"id": "9-f1", "kind": "finding", "says": "s", "published": {"t": "/seed_9/table1_ms", "f": "/seed_9/findings"},
                           "claims": [{"kind": "ordering", "role": "r", "statistic": "mean", "cheaper": "sign-only/Basic256",
                                       "dearer": "encrypt-only", "sizes": [12, 100]},
                                      {"kind": "similar", "role": "r", "statistic": "mean", "a": "mutual-certificates",
                                       "b": "mutual-certificates/Basic256"}],
                           "runs": [{"role": "r", "preset": "p"}]}]""");
        assertEquals(List.of("9-f1: encrypt-only is no cell of the r run", "9-f1: size 100 is not one the r run measures",
                "9-f1: mutual-certificates is no cell of the r run"), StudyChecks.of(study, REFERENCE));
    }

    @Test
    void aPairedSequencesPresetMeasuresItsPairsSizesOnly() {
        Study study = study(
                """
                        "presets": {"p": {"title": "t", "request": {"mechanisms": ["mutual-certificates"], "shape": "books",
                                                                    "mode": {"sequences": {"pairs": [[1000, 5], [10, 15000], [20, 5]], "repeats": 2}}}}},
                        "items": [{"id": "9-f1", "kind": "finding", "says": "s", "published": {"t": "/seed_9/table1_ms", "f": "/seed_9/findings"},
                                   "claims": [{"kind": "ordering", "role": "r", "statistic": "sequence-best-total", "cheaper": "plain",
                                               "dearer": "mutual-certificates", "sizes": [5, 15000, 10]}],
                                   "runs": [{"role": "r", "preset": "p"}]}]""");
        assertEquals(List.of(5, 15000), StudyChecks.sizes(study.presets().get("p").request(Scale.FULL)), "the pairs' sizes, once each");
        assertEquals(List.of("9-f1: size 10 is not one the r run measures"), StudyChecks.of(study, REFERENCE),
                "a books run's default sizes (10 among them) are not a paired run's");
    }

    @Test
    void aScaledPairedPresetMayShortenItsPairsLengthsOnly() {
        String preset = """
                "presets": {"p": {"title": "t", "request": {"shape": "books", "mode": {"sequences": {"pairs": [[1000, 5], [10, 15000]], "repeats": 5}}},
                                  "scaled": {"mode": {"sequences": {"pairs": %s, "repeats": 2}}}, "scaled_why": "w"}},
                "items": [{"id": "9-t1", "kind": "table", "published": {"t": "/seed_9/table1_ms", "f": "/seed_9/findings"},
                           "runs": [{"role": "r", "preset": "p"}]}]""";
        assertEquals(List.of(), StudyChecks.of(study(preset.formatted("[[500, 5], [10, 15000]]")), REFERENCE), "shorter at the same sizes");
        for (String changed : List.of("[[500, 5], [10, 1500]]", "[[2000, 5], [10, 15000]]", "[[10, 15000], [500, 5]]", "[[500, 5]]")) {
            List<String> problems = StudyChecks.of(study(preset.formatted(changed)), REFERENCE);
            assertEquals(1, problems.size(), changed + ": " + problems);
            assertTrue(problems.get(0).startsWith("9 preset p: a scaled paired sequences run keeps its pairs' sizes, in order, and may only"
                    + " shorten their lengths"), problems.get(0));
        }
    }

    @Test
    void aScaledPresetThatChangesWhatIsMeasuredIsRefused() {
        Study study = study("""
                "presets": {"p": {"title": "t", "request": {"sizes": [12], "mode": {"growth": {"start": 12, "step": 12, "calls": 100}}},
                                  "scaled": {"sizes": [24], "mode": {"growth": {"calls": 10}}}, "scaled_why": "w"}},
                "items": [{"id": "9-t1", "kind": "table", "published": {"t": "/seed_9/table1_ms", "f": "/seed_9/findings"},
                           "runs": [{"role": "r", "preset": "p"}]}]""");
        assertEquals(List.of("9 preset p: scaled changes sizes; it may change counts only",
                "9 preset p: a scaled growth run must end at the same size (1200), not 120"),
                StudyChecks.of(study, REFERENCE).stream().map(p -> p.replaceAll(" \\(\\[.*\\]\\)", "")).toList());
    }

    @Test
    void aPublishedFigureNoItemPointsAtAndAPointerToNothingAreRefused() {
        Study study = study("""
                "presets": {"p": {"title": "t", "request": {}}},
                "items": [{"id": "9-t1", "kind": "table", "published": {"t": "/seed_9/table1_ms/median", "f": "/seed_9/findings/0"},
                           "runs": [{"role": "r", "preset": "p"}]}]""");
        assertEquals(List.of("9-t1: published t points at /seed_9/table1_ms/median, no figure of /seed_9",
                "9: the published figure /seed_9/table1_ms/mean is no item's", "9: the published figure /seed_9/findings/1 is no item's"),
                StudyChecks.of(study, REFERENCE));
    }

    @Test
    void anItemWithoutRunsOrReasonAndAClaimOfNoRoleAreRefusedAtRead() {
        assertThrows(IllegalStateException.class, () -> study("""
                "presets": {}, "items": [{"id": "9-t1", "kind": "table"}]"""));
        IllegalStateException claim = assertThrows(IllegalStateException.class, () -> study("""
                "presets": {"p": {"title": "t", "request": {}}},
                "items": [{"id": "9-f1", "kind": "finding", "says": "s", "runs": [{"role": "r", "preset": "p"}],
                           "claims": [{"kind": "similar", "role": "other", "statistic": "mean", "a": "plain", "b": "sign-only"}]}]"""));
        assertTrue(claim.getMessage().contains("9-f1: claims must be claims that read a role of the item's runs"), claim.getMessage());
    }

    @Test
    void everyLayoutResolvesItsPublishedValuesAsGivenAndReadsCellsItsRunsMeasure() {
        StudyShelf shelf = StudyShelf.load();
        List<StudyItem> laidOut = shelf.studies().stream().flatMap(study -> study.items().stream()).filter(item -> item.layout() != null)
                .toList();
        assertTrue(laidOut.size() >= 20, "the studies' tables and figures in their layout: " + laidOut.size());
        laidOut.forEach(item -> assertTrue(shelf.layout(item).isPresent(), item.id()));
        Study study = shelf.studies().get(4);
        Layout rtt = shelf.layout(study.item("004-rtt-table").orElseThrow()).orElseThrow();
        assertEquals(14, rtt.rows().size(), "a row per average the text gives");
        assertEquals("saml-sender-vouches", rtt.rows().get(0).cell());
        assertEquals(1048576, rtt.rows().get(0).size());
        assertEquals("3018.31", rtt.columns().get(0).published().get(0).toString(), "as reference.json holds it");
        Layout fig2 = shelf.layout(study.item("004-fig-2").orElseThrow()).orElseThrow();
        assertEquals("1542.79", fig2.columns().get(0).published().get(4).toString(),
                "saml-authorization-ssl at 1 MB, matched by its entry");
        assertEquals(null, fig2.columns().get(0).published().get(0), "the text gives no value at 100 B");
    }

    @Test
    void aLayoutThatReadsWhatItsRunDoesNotMeasureOrMiscountsItsRowsIsRefused() {
        Study study = study("""
                "presets": {"p": {"title": "t", "request": {"mechanisms": ["sign-only"], "sizes": [12]}}},
                "items": [{"id": "9-t1", "kind": "table", "published": {"t": "/seed_9/table1_ms", "f": "/seed_9/findings"},
                           "runs": [{"role": "r", "preset": "p"}],
                           "layout": {"size": 12, "rows": {"cells": ["plain", "encrypt-only", "sign-only"], "labels": "/seed_9/findings"},
                                      "columns": [{"title": "mean", "published": "/seed_9/table1_ms/mean", "lab": "mean"},
                                                  {"title": "spread", "lab": "stddev", "shown": "pct-over-plain", "size": 100},
                                                  {"title": "other", "role": "s", "lab": "mean"},
                                                  {"title": "grown", "lab": "growth-increase"},
                                                  {"title": "fit", "lab": "alpha"}]}}]""");
        List<String> problems = new java.util.ArrayList<>();
        assertTrue(LayoutReader.of(study, study.items().get(0), REFERENCE, problems).isEmpty());
        assertEquals(List.of("9-t1: layout.rows.labels must be one label per row (3), not 2",
                "9-t1: layout.columns 'mean'.published must be one value per row (3), not 2",
                "9-t1: layout.columns 'spread'.shown must be value, pct-over-plain (a time or bytes) or pct (a growth factor)",
                "9-t1: layout.columns 'fit'.lab must be a figure the lab measures (docs/studies.md, \"Claims\"), or \"missing\" with why",
                "9-t1: layout.columns 'mean', row 'encrypt-only'.cell must be a cell of the r run; encrypt-only is not one",
                "9-t1: layout.columns 'spread', row 'plain'.size must be a size the r run measures [12]; 100 is not one",
                "9-t1: layout.columns 'spread', row 'encrypt-only'.cell must be a cell of the r run; encrypt-only is not one",
                "9-t1: layout.columns 'spread', row 'encrypt-only'.size must be a size the r run measures [12]; 100 is not one",
                "9-t1: layout.columns 'spread', row 'sign-only'.size must be a size the r run measures [12]; 100 is not one",
                "9-t1: layout.columns 'other', row 'plain'.role must be a role of the item's runs [r]; s is not one",
                "9-t1: layout.columns 'other', row 'encrypt-only'.role must be a role of the item's runs [r]; s is not one",
                "9-t1: layout.columns 'other', row 'sign-only'.role must be a role of the item's runs [r]; s is not one",
                "9-t1: layout.columns 'grown', row 'plain'.lab must be a growth run's figure read from a growth run",
                "9-t1: layout.columns 'grown', row 'encrypt-only'.cell must be a cell of the r run; encrypt-only is not one",
                "9-t1: layout.columns 'grown', row 'encrypt-only'.lab must be a growth run's figure read from a growth run",
                "9-t1: layout.columns 'grown', row 'sign-only'.lab must be a growth run's figure read from a growth run"), problems);
    }

    private static Study study(String presetsAndItems) {
        String json = """
                {"id": "9", "title": "t", "authors": "a", "source": "s", "published_in": "/seed_9", "stack": "s", "machine": "m",
                 "method": {}, "mechanisms": [], "workloads": [], "approximations": [], %s}""".formatted(presetsAndItems);
        return new StudyReader("test.json").read(Json.createReader(new StringReader(json)).readObject());
    }
}
