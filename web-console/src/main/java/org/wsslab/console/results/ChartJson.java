package org.wsslab.console.results;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;

/** The few shapes of Chart.js configuration the lab draws, so every chart reads and exports alike. */
final class ChartJson {

    private ChartJson() {
    }

    static JsonObjectBuilder axis(String type, String title) {
        return Json.createObjectBuilder().add("type", type)
                .add("title", Json.createObjectBuilder().add("display", true).add("text", title));
    }

    /** Chart.js's own value axis starts at the data's minimum; a bar of wire bytes must start at 0. */
    static JsonObjectBuilder zeroBasedAxis(String title) {
        return axis("linear", title).add("beginAtZero", true);
    }

    static String config(String type, JsonArrayBuilder labels, JsonArrayBuilder datasets, JsonObjectBuilder x, JsonObjectBuilder y,
                         String title) {
        JsonObjectBuilder data = Json.createObjectBuilder();
        if (labels != null) {
            data.add("labels", labels);
        }
        data.add("datasets", datasets);
        // No animation: a chart exported or read by a test right after drawing shows its final state.
        JsonObjectBuilder options = Json.createObjectBuilder().add("animation", false)
                .add("maintainAspectRatio", true)
                .add("plugins", Json.createObjectBuilder().add("title", Json.createObjectBuilder().add("display", true).add("text", title)))
                .add("scales", Json.createObjectBuilder().add("x", x).add("y", y));
        return Json.createObjectBuilder().add("type", type).add("data", data).add("options", options).build().toString();
    }

    static void addNumber(JsonArrayBuilder array, Number value) {
        if (value == null) {
            array.addNull();
        } else {
            array.add(value.doubleValue());
        }
    }
}
