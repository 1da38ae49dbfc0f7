package org.wsslab.study.verdict.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.Measurements;
import org.wsslab.study.verdict.control.TableFiller;
import org.wsslab.study.verdict.entity.StudyTable;

/**
 * A study's tables and figures in their own layout, the lab's figures beside the published ones, read
 * from the newest reproduction of each role (the runs the study's findings read). Computed on request
 * from what is stored.
 */
@Stateless
public class StudyTables {

    @Inject
    Studies studies;

    @Inject
    Reproductions reproductions;

    /** Every table and figure of the study with a layout, in the study's order. */
    public List<StudyTable> ofStudy(String studyId) {
        Study study = studies.study(studyId);
        List<GroupSummary> made = reproductions.of(study);
        Map<String, Measurements> read = new HashMap<>();
        return study.items().stream().filter(item -> studies.layout(item).isPresent())
                .map(item -> fill(study, item, studies.layout(item).orElseThrow(), made, read)).toList();
    }

    /** The item's table or figure; refuses an item that has no layout, naming those of the study that have one. */
    public StudyTable ofItem(String studyId, String itemId) {
        Study study = studies.study(studyId);
        StudyItem item = studies.item(study, itemId);
        Layout layout = studies.layout(item).orElseThrow(() -> Refusal.notFound("table or figure in its own layout for item " + item.id()
                + "; the items that have one are " + study.items().stream()
                        .filter(other -> studies.layout(other).isPresent()).map(StudyItem::id).toList()));
        return fill(study, item, layout, reproductions.of(study), new HashMap<>());
    }

    private StudyTable fill(Study study, StudyItem item, Layout layout, List<GroupSummary> made, Map<String, Measurements> read) {
        return TableFiller.fill(study, item, layout, reproductions.newest(study, item, made, read));
    }
}
