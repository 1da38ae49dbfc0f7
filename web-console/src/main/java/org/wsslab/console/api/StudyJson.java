package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.study.boundary.ReproducedRole;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/** A study as GET /studies and GET /studies/{id} answer it (the fields of docs/api.md, "Studies"). */
final class StudyJson {

    /** What a preset would take on this machine, in seconds, at a scale (empty: nothing measured yet to price it with). */
    interface Estimates {
        Optional<Duration> of(Preset preset, Scale scale);
    }

    private StudyJson() {
    }

    /** The study as the list shows it: its items, each with whether it runs and with what. */
    static JsonObjectBuilder brief(Study study) {
        JsonArrayBuilder items = jakarta.json.Json.createArrayBuilder();
        study.items().forEach(item -> items.add(item(study, item)));
        return Json.object().add("id", study.id()).add("title", study.title()).add("authors", study.authors())
                .add("stack", study.stack()).add("items", items);
    }

    /** The whole study: its method and mappings, presets with their estimates, items with their claims and published values. */
    static JsonObject of(Study study, Estimates estimates, Function<StudyItem, JsonObject> published,
            Function<StudyItem, List<GroupSummary>> groups) {
        JsonObjectBuilder presets = Json.object();
        study.presets().values().forEach(preset -> presets.add(preset.name(), preset(preset, estimates)));
        JsonArrayBuilder items = jakarta.json.Json.createArrayBuilder();
        study.items().forEach(item -> items.add(full(study, item, published.apply(item), groups.apply(item))));
        JsonArrayBuilder approximations = jakarta.json.Json.createArrayBuilder();
        study.approximations().forEach(approximations::add);
        return Json.object().add("id", study.id()).add("title", study.title()).add("authors", study.authors())
                .add("source", study.source()).add("stack", study.stack()).add("machine", study.machine()).add("method", study.method())
                .add("mechanisms", study.mechanisms()).add("workloads", study.workloads()).add("approximations", approximations)
                .add("presets", presets).add("items", items).build();
    }

    /** One item in full: what the list gives, and what it says, claims, shows where, published, and its reproductions. */
    static JsonObjectBuilder full(Study study, StudyItem item, JsonObject published, List<GroupSummary> groups) {
        JsonObjectBuilder json = item(study, item);
        Json.add(json, "shows", item.shows());
        Json.add(json, "says", item.says());
        JsonArrayBuilder claims = jakarta.json.Json.createArrayBuilder();
        item.claims().forEach(claims::add);
        Json.add(json, "reads", item.reads());
        JsonArrayBuilder made = jakarta.json.Json.createArrayBuilder();
        groups.forEach(group -> made.add(GroupJson.brief(group)));
        return json.add("claims", claims).add("published", published).add("reproductions", made);
    }

    /** The groups a reproduce queued, per role. */
    static JsonObject reproduced(Study study, StudyItem item, Scale scale, int replicates, List<ReproducedRole> roles) {
        JsonArrayBuilder groups = jakarta.json.Json.createArrayBuilder();
        for (ReproducedRole role : roles) {
            JsonArrayBuilder runs = jakarta.json.Json.createArrayBuilder();
            role.runs().forEach(runs::add);
            groups.add(Json.object().add("role", role.role()).add("preset", role.preset()).add("group", role.group()).add("runs", runs));
        }
        return Json.object().add("study", study.id()).add("item", item.id()).add("scale", scale.id()).add("replicates", replicates)
                .add("groups", groups).build();
    }

    private static JsonObjectBuilder item(Study study, StudyItem item) {
        JsonObjectBuilder json = Json.object().add("id", item.id()).add("kind", item.kind().id())
                .add("title", item.title() != null ? item.title() : item.says()).add("runnable", item.runnable());
        if (!item.runnable()) {
            return json.add("reason", item.reason());
        }
        JsonArrayBuilder requests = jakarta.json.Json.createArrayBuilder();
        for (ItemRun run : item.runs()) {
            Preset preset = study.preset(run);
            requests.add(Json.object().add("role", run.role()).add("preset", run.preset())
                    .add("request", preset.request(Scale.SCALED)).add("full_request", preset.request(Scale.FULL)));
        }
        return json.add("requests", requests);
    }

    private static JsonObjectBuilder preset(Preset preset, Estimates estimates) {
        JsonObjectBuilder json = Json.object().add("title", preset.title()).add("request", preset.request(Scale.FULL))
                .add("scaled_request", preset.request(Scale.SCALED));
        Json.add(json, "scaled_why", preset.scaledWhy());
        Json.add(json, "full_estimate_s", estimates.of(preset, Scale.FULL).map(Duration::toSeconds).orElse(null));
        return Json.add(json, "scaled_estimate_s", estimates.of(preset, Scale.SCALED).map(Duration::toSeconds).orElse(null));
    }
}
