package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.interop.entity.InteropCheck;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.InteropTiming;
import org.wsslab.run.entity.CellKey;

/**
 * A check as the API writes it: per endpoint (a mechanism under a suite) the outcome, the reason and
 * the side that refused, and per size the other stack's median round trip beside Metro's from the run
 * made for the check (null where that run did not measure it); and the endpoints it did not try.
 */
final class InteropView {

    private InteropView() {
    }

    static JsonObject of(InteropCheck check, Map<CellKey, Double> metro) {
        JsonObjectBuilder json = Json.object().add("id", check.id());
        Json.add(json, "created", check.created());
        Json.add(json, "lab", check.lab());
        json.add("client", check.client());
        Json.add(json, "metro_run", check.metroRun());
        JsonArrayBuilder results = jakarta.json.Json.createArrayBuilder();
        for (InteropResult result : check.results()) {
            results.add(result(result, metro));
        }
        Set<Endpoint> tried = check.results().stream().map(InteropResult::endpoint).collect(Collectors.toSet());
        JsonArrayBuilder notChecked = jakarta.json.Json.createArrayBuilder();
        Endpoint.all().stream().filter(endpoint -> !tried.contains(endpoint)).map(Endpoint::id).forEach(notChecked::add);
        return json.add("results", results).add("not_checked", notChecked).build();
    }

    private static JsonObjectBuilder result(InteropResult result, Map<CellKey, Double> metro) {
        JsonObjectBuilder json = Json.object().add("mechanism", result.endpoint().mechanism().id());
        Json.add(json, "suite", result.endpoint().suite().assertion());
        json.add("endpoint", result.endpoint().id()).add("outcome", result.outcome().name());
        Json.add(json, "reason", result.reason());
        Json.add(json, "refused_by", result.refusedBy());
        json.add("calls", result.calls());
        JsonArrayBuilder sizes = jakarta.json.Json.createArrayBuilder();
        for (InteropTiming timing : result.timings()) {
            Double metroNanos = metro.get(new CellKey(result.endpoint(), timing.bytes()));
            JsonObjectBuilder size = Json.object().add("bytes", timing.bytes()).add("client_rtt_ms", Figures.millis(timing.medianNanos()));
            Json.add(size, "metro_rtt_ms", Figures.millis(metroNanos));
            sizes.add(size);
        }
        return json.add("sizes", sizes);
    }
}
