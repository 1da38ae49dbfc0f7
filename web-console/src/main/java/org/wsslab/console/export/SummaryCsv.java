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
 * A run's summary as CSV: exactly the rows and fields of GET /runs/{id}/summary (times in ms, every
 * statistic, overheads with intervals, wire bytes), one column per field, empty where the API says null.
 */
public final class SummaryCsv {

    private SummaryCsv() {
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
