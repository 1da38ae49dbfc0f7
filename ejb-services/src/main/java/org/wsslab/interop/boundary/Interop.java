package org.wsslab.interop.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.interop.control.InteropStore;
import org.wsslab.interop.entity.InteropCheck;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RunSummaries;

/**
 * Interoperability checks as the API and the console use them: a client of another stack posts what
 * it found at each endpoint ({@code bin/wsslab interop}); readers get it beside what Metro measured in
 * the run made for it.
 */
@Stateless
public class Interop {

    @Inject
    InteropStore store;

    @Inject
    Runs runs;

    @Inject
    RunSummaries summaries;

    /**
     * Stores a check whole; refuses one naming an endpoint twice, or a Metro run that does not exist
     * or has not completed, saying so and storing nothing.
     */
    public InteropCheck record(String client, Long metroRun, List<InteropResult> results) {
        Refusal.ifRepeated("results", results.stream().map(result -> result.endpoint().id()).toList());
        if (metroRun != null) {
            Run run = runs.find(metroRun).orElseThrow(() -> Refusal.at("metro_run", "there is no run " + metroRun
                    + "; give the id of the completed run that measured Metro beside the check, or none"));
            if (run.getStatus() != RunStatus.COMPLETED) {
                throw Refusal.at("metro_run",
                        "run " + metroRun + " is " + run.getStatus() + "; only a completed run can stand beside a check");
            }
        }
        return store.create(client, metroRun, results, Instant.now());
    }

    public static Refusal notFound(long id) {
        return Refusal.notFound("interoperability check " + id);
    }

    public Optional<InteropCheck> newest() {
        return store.newest();
    }

    public Optional<InteropCheck> find(long id) {
        return store.find(id);
    }

    public List<InteropCheck> all() {
        return store.all();
    }

    /**
     * Metro's median round trip per endpoint and size in the check's Metro run (counted calls, one
     * client at a time); empty without a run, or for what it did not measure.
     */
    public Map<CellKey, Double> metroMedians(InteropCheck check) {
        Map<CellKey, Double> medians = new HashMap<>();
        if (check.metroRun() == null) {
            return medians;
        }
        Optional<Run> run = runs.find(check.metroRun());
        if (run.isEmpty()) {
            return medians;
        }
        for (CellSummary cell : summaries.of(run.get())) {
            if (cell.clients() == 1 && cell.statistics() != null && cell.statistics().medianNanos() != null) {
                medians.put(new CellKey(cell.endpoint(), cell.size()), cell.statistics().medianNanos());
            }
        }
        return medians;
    }
}
