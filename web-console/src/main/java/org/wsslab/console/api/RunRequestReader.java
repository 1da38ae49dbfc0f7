package org.wsslab.console.api;

import java.math.BigDecimal;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Priming;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * Reads the body of POST /runs ({@link RunRequestBody}) and of PATCH /runs/{id} ({@link RunLabelBody})
 * with JSON-B (RequestBodies), and says what is wrong with one in the words the API has always used:
 * the field, what is wrong, and what is allowed. An empty body is a run of defaults.
 */
final class RunRequestReader {

    static final String SHAPE = "a run request is a JSON object with any of the fields "
            + "{\"mechanisms\": [ids], \"suites\": [" + AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion)
                    .collect(Collectors.joining("|"))
            + "], \"shape\": \"" + Shape.ids().replace(", ", "|") + "\", \"direction\": \""
            + Direction.ids().replace(", ", "|") + "\", \"service_work\": \"" + ServiceWork.ids().replace(", ", "|")
            + "\", \"sizes\": [bytes, or records for books and employees], \"calls\": n, \"warmup\": n or {\"until_steady\": {...}}, \"order\": \""
            + Order.ids().replace(", ", "|")
            + "\", \"rounds\": n, \"settle\": n (with the order rounds or rounds-gc)"
            + ", \"mode\": \"fixed\" or {\"precision\"|\"growth\"|\"sequences\"|\"startup\": {...}}, \"clients\": [numbers of concurrent client threads],"
            + " \"name\": \"what you call the run\", \"notes\": \"free text\", \"group\": \"a group of replicates\", \"group_kind\": \""
            + GroupKind.SAME_JVM.id() + "|" + GroupKind.INVOCATIONS.id()
            + "\", \"target\": \"a target's name (default lab)\", \"priming\": {\"calls\": n}}";
    static final String MODE = "mode: \"fixed\" (calls per cell, the default), or one of {\"precision\": {\"pct\": 2,"
            + " \"max_calls\": " + Precision.DEFAULT_MAX_CALLS + ", \"min_calls\": " + Precision.DEFAULT_MIN_CALLS
            + "}} (each cell takes calls until its median's 95% interval is within ±pct%; max_calls and min_calls optional),"
            + " {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 10000, \"wire_every\": 500}} (one call per size, growing by step;"
            + " its wire probed every wire_every calls, optional),"
            + " {\"sequences\": {\"lengths\": [10, 250, 1000], \"repeats\": 5}} (each length's calls on a new session, repeated,"
            + " at every size; or \"pairs\": [[1000, 5], [10, 500]] in place of lengths and sizes: only those lengths at those sizes)"
            + " or {\"startup\": {\"repeats\": 3, \"steady_calls\": 100}} (on a restartable target: its application restarted"
            + " before each mechanism's call after deployment, one on a new session and the steady calls, repeats times)";
    static final String WARMUP = "warmup: a number of warm-up calls per cell, or {\"until_steady\": {\"within_pct\": "
            + BigDecimal.valueOf(SteadyWarmup.DEFAULT_WITHIN_PCT).stripTrailingZeros().toPlainString() + ", \"window\": "
            + SteadyWarmup.DEFAULT_WINDOW + ", \"max\": " + SteadyWarmup.DEFAULT_MAX
            + "}} (each cell's warm-up ends once the medians of its last three windows of calls each lie within ±within_pct% of the"
            + " one before, or at max calls; each field optional)";
    static final String PRIMING = "priming: {\"calls\": n}, n unmeasured calls to every endpoint of the run at each of its sizes"
            + " before each start (outside every clock, never stored), n from " + Priming.MIN_CALLS + " to " + Priming.MAX_CALLS
            + "; leave it out for none";
    static final String PCT = "give the interval's half-width as a number (% of the median); " + MODE;
    private static final String LABEL_SHAPE = "a change of a run is a JSON object with the fields"
            + " {\"name\": \"what you call the run\", \"notes\": \"free text\"} (either or both; empty or null: none)";

    private RunRequestReader() {
    }

    static RunRequest read(String body) {
        RunRequestBody read = RequestBodies.read(body, RunRequestBody.class, RunRequestReader::said);
        return read == null ? RunRequest.defaults() : read.request();
    }

    /** The body of PATCH /runs/{id}: a new name, new notes, or both (a field left out keeps its value). */
    static RunLabel relabel(String body, RunLabel now) {
        RunLabelBody read = RequestBodies.read(body, RunLabelBody.class, fault -> {
            Refusal whole = RequestBodies.aboutTheBody(fault, LABEL_SHAPE);
            return whole != null ? whole : said(fault);
        });
        if (read == null || read.isEmpty()) {
            throw Refusal.invalid("give a name, notes or both: {\"name\": \"...\", \"notes\": \"...\"}");
        }
        return read.applied(now);
    }

    /** A fault of a run request in the words the API has always said it. */
    private static Refusal said(BodyFault fault) {
        Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
        if (whole != null) {
            return whole;
        }
        return switch (fault.kind()) {
            case STRUCTURE -> fault.path().equals("mode") ? Refusal.about("mode", MODE)
                    : fault.path().equals("priming") ? Refusal.about("priming", PRIMING)
                            : fault.path().startsWith("warmup") ? Refusal.about(fault.path(), WARMUP)
                                    : Refusal.about(fault.path(), fault.path() + " must be an object; " + MODE);
            // Inside a mode, any field the rule does not have; "mode" itself names one rule of three.
            case UNKNOWN_FIELD -> fault.parent().equals("mode") ? Refusal.about("mode", MODE)
                    : fault.parent().equals("priming") ? Refusal.about("priming", "unknown field '" + fault.field() + "'; " + PRIMING)
                            : Refusal.at(fault.parent(),
                                    "unknown field '" + fault.field() + "'; " + (fault.parent().startsWith("warmup") ? WARMUP : MODE));
            case NOT_WHOLE -> RequestBodies.atField(fault, fault.value() + " is not a whole number");
            case OUT_OF_RANGE -> RequestBodies.atField(fault, fault.value() + " is far out of range");
            case NOT_NUMBER -> fault.path().startsWith("warmup") ? Refusal.at(fault.path(), "give a number (% of the median); " + WARMUP)
                    : Refusal.at(fault.path(), PCT);
            case NOT_TEXT -> RequestBodies.atField(fault, fault.value() + " is not a string; " + SHAPE);
            case NOT_ID ->
                RequestBodies.atField(fault, fault.value() + " is not a mechanism id; give ids as strings, e.g. [\"mutual-certificates\"]");
            case NOT_ARRAY -> Refusal.about(fault.path(), fault.field() + " must be an array; " + SHAPE);
            case MALFORMED -> throw new IllegalStateException("said of the body as a whole", fault);
        };
    }
}
