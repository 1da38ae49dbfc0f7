package org.wsslab.study.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.wsslab.refusal.Refusal;
import org.wsslab.study.control.StudyShelf;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * The five studies as the API and the console read them (docs/studies.md): listed, found by id, an item
 * found in its study, and an item's published values. The files are read and checked once, on first use.
 */
@ApplicationScoped
public class Studies {

    private volatile StudyShelf shelf;

    public List<Study> all() {
        return shelf().studies();
    }

    /** The study of this id; refuses an id no study has, naming those there are. */
    public Study study(String id) {
        return all().stream().filter(study -> study.id().equals(id)).findFirst().orElseThrow(() -> Refusal.notFound(
                "study '" + id + "'; the studies are " + all().stream().map(Study::id).collect(Collectors.joining(", "))));
    }

    /** The item of this id in the study; refuses an id the study has no item of. */
    public StudyItem item(Study study, String itemId) {
        return study.item(itemId).orElseThrow(() -> Refusal.notFound("item '" + itemId + "' in study " + study.id()
                + " (GET /studies/" + study.id() + " lists its items)"));
    }

    /** The values the study published for the item, by the names the item gives them (reference.json's, as typed in). */
    public JsonObject published(StudyItem item) {
        return shelf().published(item);
    }

    /** The values the study of this id published for its item of this id; refuses ids it does not know. */
    public JsonObject published(String studyId, String itemId) {
        Study study = study(studyId);
        return published(item(study, itemId));
    }

    /** The item's table or figure in the study's own layout (docs/studies.md, "Layouts"); empty for an item without one. */
    public Optional<Layout> layout(StudyItem item) {
        return shelf().layout(item);
    }

    private StudyShelf shelf() {
        StudyShelf read = shelf;
        if (read == null) {
            read = StudyShelf.load();
            shelf = read;
        }
        return read;
    }
}
