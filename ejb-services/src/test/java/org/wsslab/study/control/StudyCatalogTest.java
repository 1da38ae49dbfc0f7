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
                        .collect(Collectors.toSet());
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

    private static Study study(String presetsAndItems) {
        String json = """
                {"id": "9", "title": "t", "authors": "a", "source": "s", "published_in": "/seed_9", "stack": "s", "machine": "m",
                 "method": {}, "mechanisms": [], "workloads": [], "approximations": [], %s}""".formatted(presetsAndItems);
        return new StudyReader("test.json").read(Json.createReader(new StringReader(json)).readObject());
    }
}
