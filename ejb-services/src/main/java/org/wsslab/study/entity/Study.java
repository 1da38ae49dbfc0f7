package org.wsslab.study.entity;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One published study as the lab holds it (docs/studies.md): where it comes from, its stack, machine
 * and method, how its mechanisms and workloads map onto the catalog and what is only approximated, the
 * run requests it needs (presets, by name) and its items.
 */
public record Study(String id, String title, String authors, String source, String publishedIn, String stack, String machine,
        JsonObject method, JsonArray mechanisms, JsonArray workloads, List<String> approximations, Map<String, Preset> presets,
        List<StudyItem> items) {

    public Optional<StudyItem> item(String itemId) {
        return items.stream().filter(item -> item.id().equals(itemId)).findFirst();
    }

    public Preset preset(ItemRun run) {
        return presets.get(run.preset());
    }
}
