package org.wsslab.study.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.group.entity.RunGroup;
import org.wsslab.run.group.entity.Reproduces;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * An item of a study reproduced: its presets' runs queued, one group of same-JVM replicates per role,
 * each group tagged with the study, the item, the role and the scale. All or nothing: a run refused
 * leaves no run and no group stored (one transaction; the engine starts after it commits).
 */
@Stateless
public class StudyReproductions {

    public static final int MAX_REPLICATES = 10;

    @EJB
    Runs runs;

    @EJB
    Groups groups;

    /**
     * Queues the item's runs at this scale, {@code replicates} of each; {@code read} turns a preset's
     * request body into a run request, by the rules of POST /runs (the API's reader). Refuses an item the
     * lab cannot run, with its reason, and a number of replicates out of range.
     */
    public List<ReproducedRole> reproduce(Study study, StudyItem item, Scale scale, int replicates, Function<JsonObject, RunRequest> read) {
        if (!item.runnable()) {
            throw Refusal.conflict("item " + item.id() + " cannot be reproduced yet: " + item.reason());
        }
        if (replicates < 1 || replicates > MAX_REPLICATES) {
            throw Refusal.at("replicates", "replicates is a number of runs per role from 1 to " + MAX_REPLICATES + "; given " + replicates);
        }
        String stamp = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
        List<ReproducedRole> made = new ArrayList<>();
        for (ItemRun run : item.runs()) {
            // Named after the item and role, so the runs list says what a run reproduces.
            RunRequest request = read.apply(Json.createObjectBuilder(study.preset(run).request(scale))
                    .add("name", item.id() + " " + run.role()).build());
            String group = item.id() + " " + run.role() + " " + stamp;
            groups.open(group, new Reproduces(study.id(), item.id(), run.role(), scale.id()));
            List<Long> ids = new ArrayList<>();
            for (int replicate = 0; replicate < replicates; replicate++) {
                ids.add(runs.queue(request.grouped(new RunGroup(group, null))).getId());
            }
            made.add(new ReproducedRole(run.role(), run.preset(), group, List.copyOf(ids)));
        }
        return made;
    }
}
