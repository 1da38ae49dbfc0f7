package org.wsslab.console.interop;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.interop.boundary.Interop;
import org.wsslab.interop.entity.InteropCheck;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.InteropTiming;
import org.wsslab.run.entity.CellKey;
import org.wsslab.workload.entity.Shape;

/**
 * Backs runs/interop.xhtml: the newest interoperability check, a row per endpoint of the catalog (one
 * it did not try says so), the other stack's median round trip per size beside Metro's from the run
 * made for the check. The matrix page reads {@link #of(Endpoint)} for its interoperability column.
 */
@Named
@RequestScoped
public class InteropBacking {

    /** An endpoint and what the check found there (null: not tried). */
    public record Row(Endpoint endpoint, InteropResult result) {
    }

    @Inject
    Interop interop;

    private Optional<InteropCheck> check;
    private Map<CellKey, Double> metro;

    public InteropCheck getCheck() {
        if (check == null) {
            check = interop.newest();
        }
        return check.orElse(null);
    }

    public List<Row> getRows() {
        return Endpoint.all().stream().map(endpoint -> new Row(endpoint, of(endpoint))).toList();
    }

    /** What the newest check found at the endpoint; null where it did not try it, or there is none. */
    public InteropResult of(Endpoint endpoint) {
        InteropCheck newest = getCheck();
        return newest == null ? null
                : newest.results().stream().filter(result -> result.endpoint().equals(endpoint)).findFirst().orElse(null);
    }

    /** The payload sizes the check timed, smallest first. */
    public List<Integer> getSizes() {
        InteropCheck newest = getCheck();
        return newest == null ? List.of() : newest.results().stream().flatMap(result -> result.timings().stream())
                .map(InteropTiming::bytes).distinct().sorted().toList();
    }

    /** The other stack's median at that size, in milliseconds; "–" where it did not echo it. */
    public String clientMillis(Row row, int bytes) {
        return row.result() == null ? Figures.NONE : row.result().at(bytes).map(t -> millis(t.medianNanos())).orElse(Figures.NONE);
    }

    /** Metro's median at that size in the check's Metro run, in milliseconds; "–" where it has none. */
    public String metroMillis(Row row, int bytes) {
        if (getCheck() == null) {
            return Figures.NONE;
        }
        if (metro == null) {
            metro = interop.metroMedians(getCheck());
        }
        Double nanos = metro.get(new CellKey(row.endpoint(), bytes));
        return nanos == null ? Figures.NONE : millis(nanos);
    }

    public List<InteropOutcome> getOutcomes() {
        return List.of(InteropOutcome.values());
    }

    /** A size as the rest of the console says it: 100 B, 1 MB. */
    public String size(int bytes) {
        return Shape.BYTES.label(bytes);
    }

    private static String millis(Number nanos) {
        return Figures.msOfNanos(nanos) + " ms";
    }
}
