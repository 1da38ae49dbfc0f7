package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.pages.Times;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.store.entity.Segment;

/**
 * A run's parameters and environment as flat "field → value" pairs, in a stable order, so that a
 * page can list them and two runs can be compared field by field. Nested environment values get
 * dotted names; the per-mechanism policy entries are named by mechanism.
 */
public final class EnvironmentFields {

    /**
     * Fields that differ between any two runs by their nature (when, which seed, the moment's heap and
     * load): a comparison lists them without marking them, so that what is marked is a real change.
     */
    public static final Set<String> VARY_PER_RUN = Set.of("status", "created", "started", "finished", "bootstrap_seed",
            "heap_used_bytes", "load_average", "priming.seconds");

    private EnvironmentFields() {
    }

    public static Map<String, String> parameters(Run run) {
        Map<String, String> fields = new LinkedHashMap<>();
        // First: runs of two labs sharing a store are compared knowing it (an older run's environment does not say it).
        fields.put("lab", run.getLab());
        fields.put("mechanisms", run.getMechanisms().stream().map(Mechanism::id).collect(Collectors.joining(", ")));
        fields.put("workload",
                run.getWorkload().shape().id() + " payloads, " + run.getWorkload().direction().id() + " direction, service work "
                        + run.getWorkload().work().id() + " (" + run.getWorkload().work().description() + ")");
        String unit = run.getWorkload().shape().unit();
        fields.put("sizes (" + unit + ")", run.getGrowth().map(Growth::sizesInWords)
                .orElse(run.getSizes().stream().map(String::valueOf).collect(Collectors.joining(", "))));
        fields.put("calls per cell",
                run.getPrecision().map(rule -> "up to " + run.getCallsPerCell()).orElse(String.valueOf(run.getCallsPerCell())));
        fields.put("mode", run.getMode().map(mode -> switch (mode) {
            case Precision rule -> String.format(Locale.ROOT,
                    "precision: each cell until its median's 95%% interval is within ±%s%% (at least %d calls, at most %d)",
                    BigDecimal.valueOf(rule.pct()).stripTrailingZeros().toPlainString(), rule.minCalls(), rule.maxCalls());
            case Growth growth -> String.format(Locale.ROOT, "growth: %d calls, from %d %s growing by %d per call, its wire probed"
                    + " every %d calls", growth.calls(), growth.start(), unit, growth.step(), growth.wireEvery());
            case Sequences sequences -> String.format(Locale.ROOT, "sequences: %s calls on a new session each, each made %d times",
                    sequences.paired()
                            ? sequences.pairs().stream().map(p -> p.length() + " at " + run.getWorkload().shape().exactLabel(p.size()))
                                    .collect(Collectors.joining(", "))
                            : sequences.lengths().stream().map(String::valueOf).collect(Collectors.joining(", ")),
                    sequences.repeats());
            case Startup startup -> String.format(Locale.ROOT, "startup: %d times, the target's application restarted before each"
                    + " mechanism's call after deployment, one on a new session and %d steady calls", startup.repeats(),
                    startup.steadyCalls());
        }).orElse("fixed calls per cell"));
        fields.put("warm-up calls per cell", String.valueOf(run.getWarmupCalls()));
        fields.put("call order", run.getOrder().id() + ": " + run.getOrder().description());
        fields.put("priming", run.getPriming()
                .map(p -> p.calls() + " unmeasured calls per endpoint and size before each start (outside every clock)").orElse("none"));
        fields.put("concurrent clients",
                run.plan().underLoad() ? run.getClients().stream().map(String::valueOf).collect(Collectors.joining(", "))
                        + " (threads calling each cell at once; warm-up and calls per thread)" : "1 (one call at a time)");
        fields.put("target", run.getTarget());
        fields.put("status", run.getStatus().name());
        fields.put("created", shown(run.getCreated()));
        fields.put("started", shown(run.getStarted()));
        fields.put("finished", shown(run.getFinished()));
        return fields;
    }

    /** Names a start of a run: the first, or which resumption, when, and at which call of the plan. */
    public static String title(Segment segment) {
        return (segment.segment() == 0 ? "First start" : "Resumption " + segment.segment()) + ", " + Times.utcSeconds(segment.started())
                + ", from call " + String.format(Locale.ROOT, "%,d", segment.firstCall());
    }

    /** The environment one start (segment) of a run recorded. */
    public static Map<String, String> environment(Segment segment) {
        Map<String, String> fields = new LinkedHashMap<>();
        try (JsonReader reader = Json.createReader(new StringReader(segment.environment()))) {
            flatten("", reader.readValue(), fields);
        }
        fields.replaceAll(EnvironmentFields::forAPerson);
        return fields;
    }

    /** Parameters, then the environment of the run's first start (a resumed run's later starts are listed apart). */
    public static Map<String, String> of(Run run, List<Segment> segments) {
        Map<String, String> fields = parameters(run);
        if (!segments.isEmpty()) {
            fields.putAll(environment(segments.get(0)));
        }
        return fields;
    }

    private static void flatten(String name, JsonValue value, Map<String, String> into) {
        switch (value.getValueType()) {
            case OBJECT -> value.asJsonObject().forEach((key, inner) -> flatten(join(name, key), inner, into));
            case ARRAY -> {
                JsonArray array = value.asJsonArray();
                if (array.stream()
                        .allMatch(v -> v.getValueType() == JsonValue.ValueType.OBJECT && v.asJsonObject().containsKey("mechanism"))) {
                    for (JsonValue entry : array) {
                        JsonObject object = entry.asJsonObject();
                        String id = object.getString("mechanism");
                        object.forEach((key, inner) -> {
                            if (!key.equals("mechanism")) {
                                flatten(join(name, id + "." + key), inner, into);
                            }
                        });
                    }
                } else {
                    into.put(name, array.stream().map(EnvironmentFields::text).collect(Collectors.joining(" ")));
                }
            }
            default -> into.put(name, text(value));
        }
    }

    /**
     * A recorded figure as a person reads it (the API and the stored environment keep the raw value):
     * memory in binary units rather than 1073741824, the load average to two decimals.
     */
    private static String forAPerson(String field, String value) {
        try {
            if (field.endsWith("_bytes")) {
                return Figures.memory(Long.valueOf(value));
            }
            if (field.equals("load_average")) {
                return Figures.twoDecimals(Double.valueOf(value));
            }
        } catch (NumberFormatException notANumber) {
            // An en dash (no reading) or an older record's text: shown as stored.
        }
        return value;
    }

    private static String text(JsonValue value) {
        return value instanceof JsonString string ? string.getString()
                : value.getValueType() == JsonValue.ValueType.NULL ? Figures.NONE : value.toString();
    }

    private static String shown(Instant time) {
        return Times.utcSeconds(time);
    }

    private static String join(String prefix, String key) {
        return prefix.isEmpty() ? key : prefix + "." + key;
    }
}
