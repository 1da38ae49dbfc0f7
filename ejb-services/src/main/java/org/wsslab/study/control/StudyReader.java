package org.wsslab.study.control;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.study.entity.ItemKind;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * Reads one study file into a {@link Study}, refusing (with the file and the field) what docs/studies.md
 * does not allow: a missing field, an item of no known kind, a run naming no preset, a claim reading a
 * role the item has no run for. What the names inside mean (catalog ids, counts, pointers) is
 * {@link StudyChecks}'.
 */
final class StudyReader {

    private final String file;

    StudyReader(String file) {
        this.file = file;
    }

    Study read(JsonObject json) {
        Map<String, Preset> presets = new LinkedHashMap<>();
        json.getJsonObject("presets").forEach((name, value) -> presets.put(name, preset(name, value.asJsonObject())));
        List<StudyItem> items = json.getJsonArray("items").getValuesAs(JsonObject.class).stream().map(item -> item(item, presets))
                .toList();
        return new Study(text(json, "id"), text(json, "title"), text(json, "authors"), text(json, "source"), text(json, "published_in"),
                text(json, "stack"), text(json, "machine"), json.getJsonObject("method"), json.getJsonArray("mechanisms"),
                json.getJsonArray("workloads"), strings(json.getJsonArray("approximations")), Collections.unmodifiableMap(presets), items);
    }

    private Preset preset(String name, JsonObject json) {
        JsonObject scaled = json.getJsonObject("scaled");
        if (scaled != null && !json.containsKey("scaled_why")) {
            throw wrong("preset " + name, "scaled_why", "say what the scaled version cuts");
        }
        return new Preset(name, text(json, "title"), json.getJsonObject("request"), scaled == null ? JsonValue.EMPTY_JSON_OBJECT : scaled,
                json.getString("scaled_why", null));
    }

    private StudyItem item(JsonObject json, Map<String, Preset> presets) {
        String id = text(json, "id");
        ItemKind kind = ItemKind.byId(text(json, "kind")).orElseThrow(() -> wrong(id, "kind", "table, figure or finding"));
        Map<String, String> published = new LinkedHashMap<>();
        JsonObject pointers = json.getJsonObject("published");
        if (pointers != null) {
            pointers.forEach((name, pointer) -> published.put(name, ((JsonString) pointer).getString()));
        }
        String reason = json.getBoolean("runnable", true) ? null : text(json, "reason");
        List<ItemRun> runs = json.containsKey("runs") ? json.getJsonArray("runs").getValuesAs(JsonObject.class).stream()
                .map(run -> new ItemRun(text(run, "role"), text(run, "preset"))).toList() : List.of();
        runs.stream().filter(run -> !presets.containsKey(run.preset())).findFirst()
                .ifPresent(run -> {
                    throw wrong(id, "runs", "a preset of the study; '" + run.preset() + "' is none");
                });
        if (reason == null && runs.isEmpty()) {
            throw wrong(id, "runs", "the runs that reproduce it, or \"runnable\": false with a reason");
        }
        List<JsonObject> claims = json.containsKey("claims") ? json.getJsonArray("claims").getValuesAs(JsonObject.class) : List.of();
        for (JsonObject claim : claims) {
            if (runs.stream().noneMatch(run -> run.role().equals(claim.getString("role", "")))) {
                throw wrong(id, "claims", "claims that read a role of the item's runs; " + claim.getString("role", "none") + " is not one");
            }
        }
        if (kind == ItemKind.FINDING && !json.containsKey("says")) {
            throw wrong(id, "says", "what the finding says, in the lab's words");
        }
        return new StudyItem(id, kind, json.getString("title", null), json.getString("shows", null), json.getString("says", null),
                Collections.unmodifiableMap(published), claims, runs, json.getString("reads", null), reason, json.getJsonObject("layout"));
    }

    private String text(JsonObject json, String field) {
        if (!(json.get(field) instanceof JsonString value) || value.getString().isBlank()) {
            throw wrong(json.getString("id", "the study"), field, "a text");
        }
        return value.getString();
    }

    private static List<String> strings(JsonArray array) {
        return array == null ? List.of() : array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    private IllegalStateException wrong(String where, String field, String allowed) {
        return new IllegalStateException(file + ", " + where + ": " + field + " must be " + allowed);
    }
}
