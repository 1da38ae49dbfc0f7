package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.Segment;

/** A run as GET /runs and GET /runs/{id} answer it (the fields of docs/api.md). */
final class RunView {

    private RunView() {
    }

    /** The run without its environment, as the list shows it; {@code group} is the group it is a replicate in (null: none). */
    static JsonObjectBuilder brief(Run run, Optional<Duration> remaining, String group) {
        JsonObjectBuilder json = Json.object();
        Json.add(json, "id", run.getId());
        Json.add(json, "status", run.getStatus().name());
        Json.add(json, "lab", run.getLab());
        Json.add(json, "name", run.getName());
        Json.add(json, "notes", run.getNotes());
        Json.add(json, "created", run.getCreated());
        Json.add(json, "started", run.getStarted());
        Json.add(json, "finished", run.getFinished());
        Json.add(json, "done", run.getDoneCalls());
        Json.add(json, "total", run.getTotalCalls());
        if (run.getStatus() == RunStatus.RUNNING && run.getCurrentMechanism() != null) {
            JsonObjectBuilder current = Json.object().add("mechanism", run.getCurrentMechanism());
            Json.add(current, "suite", run.getCurrentSuite() == null || run.getCurrentSuite().isEmpty() ? null : run.getCurrentSuite());
            Json.add(json, "current", current.add("size", run.getCurrentSize()));
        } else {
            json.addNull("current");
        }
        Json.add(json, "eta_s", remaining.map(Duration::toSeconds).orElse(null));
        JsonArrayBuilder mechanisms = jakarta.json.Json.createArrayBuilder();
        run.getMechanisms().stream().map(Mechanism::id).forEach(mechanisms::add);
        JsonArrayBuilder suites = jakarta.json.Json.createArrayBuilder();
        run.getSuites().stream().map(AlgorithmSuite::assertion).forEach(suites::add);
        // A growth run's cells have no sizes (empty): its series is its mode's.
        JsonArrayBuilder sizes = jakarta.json.Json.createArrayBuilder();
        run.getSizes().forEach(sizes::add);
        JsonObjectBuilder parameters = Json.object().add("mechanisms", mechanisms).add("suites", suites).add("sizes", sizes);
        parameters.add("calls", run.getCallsPerCell()).add("warmup", warmup(run)).add("order", run.getOrder().id())
                .add("shape", run.getWorkload().shape().id()).add("direction", run.getWorkload().direction().id())
                .add("service_work", run.getWorkload().work().id()).add("target", run.getTarget());
        JsonArrayBuilder clients = jakarta.json.Json.createArrayBuilder();
        run.getClients().forEach(clients::add);
        parameters.add("clients", clients);
        // A paired run's rounds and settle calls per visit (null in any other order): a request's fields, to run it again.
        Json.add(parameters, "rounds", run.getRounds().map(Rounds::count).orElse(null));
        Json.add(parameters, "settle", run.getRounds().map(Rounds::settle).orElse(null));
        // As a request gives it, to run it again: {"calls": n}, or null for a run that primed nothing.
        Json.add(parameters, "priming", run.getPriming().map(p -> Json.object().add("calls", p.calls()).build()).orElse(null));
        ModeView.add(parameters, run);
        Json.add(json, "parameters", parameters);
        Json.add(json, "failure", run.getFailure());
        Json.add(json, "imported_from", run.getOrigin());
        Json.add(json, "group", group);
        return json;
    }

    /** The warm-up as a request gives it: a number of calls, or {"until_steady": {...}} with the rule's cap as max. */
    private static JsonValue warmup(Run run) {
        return run.getSteadyWarmup().<JsonValue>map(rule -> Json.object().add("until_steady", Json.object()
                .add("within_pct", rule.withinPct()).add("window", rule.window()).add("max", rule.max())).build())
                .orElse(jakarta.json.Json.createValue(run.getWarmupCalls()));
    }

    /** The run with its environment: one entry per segment (start or resumption), and each cell's load. */
    static JsonObject full(Run run, Optional<Duration> remaining, String group, List<Segment> segments, List<CellRecord> cells) {
        JsonArrayBuilder segmentList = jakarta.json.Json.createArrayBuilder();
        for (Segment segment : segments) {
            JsonObjectBuilder entry = Json.object().add("segment", segment.segment()).add("started", segment.started().toString())
                    .add("first_call", segment.firstCall());
            try (JsonReader reader = jakarta.json.Json.createReader(new StringReader(segment.environment()))) {
                reader.readObject().forEach(entry::add);
            }
            segmentList.add(entry);
        }
        JsonArrayBuilder loads = jakarta.json.Json.createArrayBuilder();
        for (CellRecord cell : cells) {
            JsonObjectBuilder load = Json.cell(cell.endpoint(), cell.size());
            Json.add(load, "load_start", cell.noise().loadStart());
            Json.add(load, "load_end", cell.noise().loadEnd());
            Json.add(load, "steal_pct", cell.noise().stealPct());
            Json.add(load, "other_cpu_pct", cell.noise().otherCpuPct());
            Json.add(load, "noisy", cell.noise().noisy());
            Json.add(load, "noise_reason", cell.noise().reason());
            loads.add(load);
        }
        JsonObjectBuilder environment = Json.object().add("bootstrap_seed", run.getBootstrapSeed())
                .add("segments", segmentList).add("cell_load", loads);
        return brief(run, remaining, group).add("environment", environment).build();
    }

}
