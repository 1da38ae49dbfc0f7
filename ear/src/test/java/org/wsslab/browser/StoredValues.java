package org.wsslab.browser;

import jakarta.json.JsonObject;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;

/** What the pages are checked against: the API's stored values, keyed as the pages key their cells. */
final class StoredValues {

    private StoredValues() {
    }

    /** The run's summary rows by "mechanism@size". */
    static Map<String, JsonObject> summaryByCell(LabApi api, long id) throws Exception {
        return api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism") + "@" + r.getInt("size"), r -> r));
    }

    /** A table cell's "mechanism@size", from its data attributes. */
    static String cellKey(WebElement cell) {
        return cell.getDomAttribute("data-mechanism") + "@" + cell.getDomAttribute("data-size");
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> points(Map<String, Object> dataset) {
        return (List<Map<String, Object>>) dataset.get("data");
    }

    static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    static boolean bool(CSVRecord record, String field) {
        return Boolean.parseBoolean(record.get(field));
    }

    /** The round trips (ms) of the calls without error that match. */
    static List<Double> rtts(List<CSVRecord> calls, Predicate<CSVRecord> which) {
        return calls.stream().filter(r -> r.get("error").isEmpty() && which.test(r))
                .map(r -> Long.parseLong(r.get("rtt_ns")) / 1e6).toList();
    }

    static List<CSVRecord> csv(Path file, boolean header) throws Exception {
        CSVFormat format = header ? CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                : CSVFormat.RFC4180.builder().setCommentMarker('#').get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return format.parse(in).getRecords();
        }
    }

    /**
     * A stored percentage and its interval as the pages write it: "12% [10, 14]", "+3.1 pts [−1.0, +5.2]"
     * (the format's sign flag for changes; a real minus sign).
     */
    static String interval(String format, String unit, JsonObject row, String value, String low, String high) {
        return shown(format, LabApi.number(row, value)) + unit + " [" + shown(format, LabApi.number(row, low)) + ", "
                + shown(format, LabApi.number(row, high)) + "]";
    }

    private static String shown(String format, double value) {
        String text = String.format(java.util.Locale.ROOT, format, value);
        return text.matches("[-+]?[0.]+") ? text.replace("-", format.contains("+") ? "+" : "") : text.replace('-', '\u2212');
    }

    /**
     * A summary row's heap allocated per call as the split table shows it, " · client / server" in binary
     * units to one decimal (122 880 bytes: "120 KiB"; 1 300 000: "1.2 MiB"); empty for a row with neither.
     */
    static String heap(JsonObject row) {
        if (row.isNull("client_alloc_bytes") && row.isNull("server_alloc_bytes")) {
            return "";
        }
        return " · " + memory(row, "client_alloc_bytes") + " / " + memory(row, "server_alloc_bytes");
    }

    private static String memory(JsonObject row, String field) {
        if (row.isNull(field)) {
            return "–";
        }
        double value = row.getJsonNumber(field).longValue();
        String[] units = {"B", "KiB", "MiB", "GiB"};
        int unit = 0;
        for (; value >= 1024 && unit < units.length - 1; unit++) {
            value /= 1024;
        }
        String number = String.format(Locale.ROOT, unit == 0 ? "%.0f" : "%.1f", value).replaceAll("\\.0$", "");
        return number + " " + units[unit];
    }
}
