package org.wsslab.console.charts;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.workload.entity.Shape;

/**
 * The few shapes of Chart.js configuration the lab draws, so every chart reads and exports alike: a
 * mechanism's dataset in its colour (ChartColours), axes whose titles carry their unit, log axes that
 * say so, payload axes with a tick at each size labelled as the tables label it. What JSON cannot
 * carry (tick formatting, whiskers) charts.js adds from the marks set here.
 */
public final class ChartJson {

    private static final double LIGHTER = 0.6;

    private ChartJson() {
    }

    public static JsonObjectBuilder axis(String type, String title) {
        return Json.createObjectBuilder().add("type", type)
                .add("title", Json.createObjectBuilder().add("display", true).add("text", title));
    }

    /** Chart.js's own value axis starts at the data's minimum; a bar of wire bytes must start at 0. */
    public static JsonObjectBuilder zeroBasedAxis(String title) {
        return axis("linear", title).add("beginAtZero", true);
    }

    /** A log axis, its title saying so: "mean RTT (ms)" becomes "mean RTT (ms, log scale)". */
    public static JsonObjectBuilder logAxis(String title) {
        String shown = title.endsWith(")") ? title.substring(0, title.length() - 1) + ", log scale)" : title + " (log scale)";
        return axis("logarithmic", shown);
    }

    /** Payload size on a log axis with a tick at each of the sizes, labelled "100 B", "1 KB" … */
    public static JsonObjectBuilder sizeAxis(Shape shape, List<Integer> sizes) {
        JsonArrayBuilder at = Json.createArrayBuilder();
        JsonArrayBuilder labels = Json.createArrayBuilder();
        sizes.stream().sorted().forEach(size -> {
            at.add(size);
            labels.add(shape.label(size));
        });
        return logAxis("payload (" + shape.unit() + ")")
                .add("wsslab", Json.createObjectBuilder().add("at", at).add("labels", labels));
    }

    /** A mechanism's dataset: its id as label, its colour (dashed and lighter under a suite not the catalog's). */
    public static JsonObjectBuilder dataset(Endpoint endpoint, JsonArrayBuilder data) {
        return coloured(endpoint.id(), data, ChartColours.of(endpoint), ChartColours.variant(endpoint));
    }

    /** One part of stacked or paired bars (client, server …), the parts coloured in their order. */
    public static JsonObjectBuilder part(String label, JsonArrayBuilder data, int index) {
        return coloured(label, data, ChartColours.part(index), false);
    }

    private static JsonObjectBuilder coloured(String label, JsonArrayBuilder data, String colour, boolean variant) {
        JsonObjectBuilder dataset = Json.createObjectBuilder().add("label", label).add("data", data)
                .add("borderColor", colour).add("backgroundColor", variant ? withAlpha(colour, LIGHTER) : colour);
        if (variant) {
            dataset.add("borderDash", Json.createArrayBuilder().add(6).add(3)).add("borderWidth", 2);
        }
        return dataset;
    }

    private static String withAlpha(String hex, double alpha) {
        return hex + String.format("%02x", Math.round(alpha * 255));
    }

    public static String config(String type, JsonArrayBuilder labels, JsonArrayBuilder datasets, JsonObjectBuilder x, JsonObjectBuilder y,
            String title) {
        return config(type, labels, datasets, x, y, title, List.of());
    }

    /**
     * As {@link #config(String, JsonArrayBuilder, JsonArrayBuilder, JsonObjectBuilder, JsonObjectBuilder, String)}, with
     * notes under the title (Chart.js's subtitle, a line each): what a reader must know to read the chart right.
     * A chart's height and its legend's place are charts.js's (wsslab.room), as they depend on the window.
     */
    public static String config(String type, JsonArrayBuilder labels, JsonArrayBuilder datasets, JsonObjectBuilder x, JsonObjectBuilder y,
            String title, List<String> notes) {
        JsonObjectBuilder data = Json.createObjectBuilder();
        if (labels != null) {
            data.add("labels", labels);
        }
        data.add("datasets", datasets);
        JsonObjectBuilder plugins = Json.createObjectBuilder().add("title",
                Json.createObjectBuilder().add("display", true).add("text", title));
        if (!notes.isEmpty()) {
            plugins.add("subtitle", Json.createObjectBuilder().add("display", true).add("text", Json.createArrayBuilder(notes)));
        }
        // No animation: a chart exported or read by a test right after drawing shows its final state.
        JsonObjectBuilder options = Json.createObjectBuilder().add("animation", false).add("plugins", plugins)
                .add("scales", Json.createObjectBuilder().add("x", x).add("y", y));
        return Json.createObjectBuilder().add("type", type).add("data", data).add("options", options).build().toString();
    }

    /** An interval [low, high] beside a value, [null, null] where there is none. */
    public static void addInterval(JsonArrayBuilder intervals, Double low, Double high) {
        JsonArrayBuilder interval = Json.createArrayBuilder();
        addNumber(interval, low);
        addNumber(interval, high);
        intervals.add(interval);
    }

    /**
     * A value axis that reaches at least from low to high (a chart's whiskers): Chart.js sizes its axes
     * to the data alone, and a whisker beyond it would be cut or drawn over the legend.
     */
    public static JsonObjectBuilder spanning(JsonObjectBuilder axis, OptionalDouble low, OptionalDouble high) {
        low.ifPresent(value -> axis.add("suggestedMin", Math.min(0, value)));
        high.ifPresent(value -> axis.add("suggestedMax", Math.max(0, value)));
        return axis;
    }

    public static void addNumber(JsonArrayBuilder array, Number value) {
        if (value == null) {
            array.addNull();
        } else {
            array.add(value.doubleValue());
        }
    }
}
