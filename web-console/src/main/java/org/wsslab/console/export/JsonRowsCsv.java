package org.wsslab.console.export;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The API's flat rows as CSV, exactly their fields (a run's summary, a comparison's cells): one column
 * per field in the first row's order, empty where the API says null.
 */
public final class JsonRowsCsv {

    private JsonRowsCsv() {
    }

    public static void write(List<JsonObject> rows, Writer out) throws IOException {
        List<String> header = rows.isEmpty() ? List.of("mechanism", "size") : new ArrayList<>(rows.get(0).keySet());
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(header.toArray(String[]::new)).get())) {
            for (JsonObject row : rows) {
                List<String> record = new ArrayList<>();
                for (String field : header) {
                    record.add(text(row.get(field)));
                }
                csv.printRecord(record);
            }
        }
    }

    private static String text(JsonValue value) {
        return switch (value) {
            case null -> "";
            case JsonString string -> string.getString();
            case JsonNumber number -> number.toString();
            default -> value == JsonValue.NULL ? "" : value.toString();
        };
    }
}
