package org.wsslab.study.control;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * The study files the application carries (resource folder {@value #FOLDER}: the list in
 * {@code studies.json}, one file per study, and the published figures in {@code reference.json}), read
 * and checked once: a study that names something the catalog lacks, or points at no published figure,
 * stops the load with every such problem listed (StudyCatalogTest reads them the same way).
 */
public final class StudyShelf {

    static final String FOLDER = "studies/";

    private final List<Study> studies;
    private final JsonObject reference;
    private final Map<String, Layout> layouts;

    private StudyShelf(List<Study> studies, JsonObject reference, Map<String, Layout> layouts) {
        this.studies = List.copyOf(studies);
        this.reference = reference;
        this.layouts = Map.copyOf(layouts);
    }

    /** The studies the application carries, checked. */
    public static StudyShelf load() {
        JsonObject reference = json("reference.json");
        List<Study> studies = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Map<String, Layout> layouts = new HashMap<>();
        for (JsonString id : json("studies.json").getJsonArray("studies").getValuesAs(JsonString.class)) {
            String file = id.getString() + ".json";
            Study study = new StudyReader(FOLDER + file).read(json(file));
            if (!study.id().equals(id.getString())) {
                problems.add(file + " holds study " + study.id());
            }
            problems.addAll(StudyChecks.of(study, reference));
            study.items().forEach(item -> LayoutReader.of(study, item, reference, problems).ifPresent(layout -> layouts.put(item.id(),
                    layout)));
            studies.add(study);
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("the study files do not hold: " + String.join("; ", problems));
        }
        return new StudyShelf(studies, reference, layouts);
    }

    public List<Study> studies() {
        return studies;
    }

    /** The values an item's published pointers point at, under the names the item gives them, in its order. */
    public JsonObject published(StudyItem item) {
        JsonObjectBuilder values = Json.createObjectBuilder();
        item.published().forEach((name, pointer) -> values.add(name, StudyChecks.resolve(reference, pointer)));
        return values.build();
    }

    /** The item's table or figure in the study's own layout, its published values resolved; empty for an item without one. */
    public Optional<Layout> layout(StudyItem item) {
        return Optional.ofNullable(layouts.get(item.id()));
    }

    private static JsonObject json(String file) {
        try (InputStream in = StudyShelf.class.getClassLoader().getResourceAsStream(FOLDER + file)) {
            if (in == null) {
                throw new IllegalStateException(FOLDER + file + " is missing from the application");
            }
            try (JsonReader reader = Json.createReader(in)) {
                return reader.readObject();
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + FOLDER + file + ": " + e.getMessage(), e);
        }
    }
}
