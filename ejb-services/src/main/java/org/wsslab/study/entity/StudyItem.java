package org.wsslab.study.entity;

import jakarta.json.JsonObject;
import java.util.List;
import java.util.Map;

/**
 * A table, figure or finding of a study: what it shows (a finding: what it says, in the lab's words,
 * and its claims in checkable terms), where its published values stand in reference.json (by name,
 * a JSON pointer each), and the runs that reproduce it, or why the lab cannot run it yet.
 */
public record StudyItem(String id, ItemKind kind, String title, String shows, String says, Map<String, String> published,
        List<JsonObject> claims, List<ItemRun> runs, String reads, String reason, JsonObject layout) {

    public boolean runnable() {
        return reason == null;
    }

    /** The item's roles, each once, in the order its runs name them. */
    public List<String> roles() {
        return runs.stream().map(ItemRun::role).distinct().toList();
    }
}
