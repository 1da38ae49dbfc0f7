package org.wsslab.run.jmeter;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.wsslab.refusal.Refusal;

/**
 * A JMeter results file (.jtl, CSV, field names on line 1) read row by row as {@link JtlRow}s, each with
 * the physical line it starts on, so a refusal names the line a person finds in an editor: a failure
 * message quoted over several lines moves every later row's line. Only the columns the import reads are
 * required, in any order (JMeter writes others, and {@code Hostname} only when asked). Refuses at the first
 * row that is not whole: a cut line, an unreadable number, a file that ends inside a quoted field.
 */
final class JtlFile {

    /** The columns every row must have, as JMeter names them. */
    static final List<String> REQUIRED = List.of("timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName",
            "success", "bytes", "sentBytes");

    private final String text;
    private final Map<String, Integer> columns;
    private final CSVParser parser;
    private int lineOfOffset = 1;
    private int scanned;

    private JtlFile(String text) throws IOException {
        this.text = text;
        // RFC 4180 as JMeter writes it: "," and '"', quotes doubled; both line ends read.
        this.parser = CSVParser.builder().setReader(new StringReader(text))
                .setFormat(CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true).get()).get();
        this.columns = parser.getHeaderMap();
    }

    /** Hands every row of the file, in order, to {@code rows}; refuses (field {@code results}) the first that is not a row of the grammar. */
    static void read(String text, Consumer<JtlRow> rows) {
        if (text.isBlank()) {
            throw refusal(1, "the file is empty; a JMeter results file (.jtl, CSV) has its field names on line 1, then a line per sample");
        }
        JtlFile file;
        try {
            file = new JtlFile(text);
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            throw refusal(1, "the field names cannot be read as CSV (" + e.getMessage() + ")");
        }
        file.header();
        file.rows(rows);
    }

    /** The physical line the file ends on (its last line holding anything): where a refusal of what is missing points. */
    static int lastLine(String text) {
        String trimmed = text.stripTrailing();
        return (int) trimmed.chars().filter(c -> c == '\n').count() + 1;
    }

    private void header() {
        for (String column : REQUIRED) {
            if (!columns.containsKey(column)) {
                throw refusal(1, "the field names have no " + column + "; a JMeter results file written with print_field_names=true "
                        + "(as bin/wsslab runs JMeter) has " + String.join(", ", REQUIRED) + ", in any order");
            }
        }
    }

    private void rows(Consumer<JtlRow> rows) {
        Iterator<CSVRecord> records = parser.iterator();
        long consumed = parser.getCurrentLineNumber(); // the lines read whole so far: a row that cannot be read starts after them
        while (true) {
            CSVRecord record;
            try {
                if (!records.hasNext()) {
                    return;
                }
                record = records.next();
            } catch (UncheckedIOException | IllegalStateException e) {
                // commons-csv: "EOF reached before encapsulated token finished" and the like, at the row after the last read.
                throw refusal((int) consumed + 1,
                        "the row cannot be read as CSV (" + rootMessage(e) + "): a file cut inside a quoted field ends so");
            }
            consumed = parser.getCurrentLineNumber();
            int line = lineAt(record.getCharacterPosition());
            if (record.size() != columns.size()) {
                throw refusal(line, "the row has " + record.size() + " fields and the field names " + columns.size()
                        + "; a line cut short or run into the next has another number");
            }
            rows.accept(new JtlRow(line, number(record, line, "timeStamp"), number(record, line, "elapsed"), record.get("label"),
                    record.get("responseCode"), record.get("responseMessage"), record.get("threadName"), success(record, line),
                    number(record, line, "bytes"), number(record, line, "sentBytes")));
        }
    }

    /** The physical line (from 1) of a character of the text; rows come in order, so the text is scanned once. */
    private int lineAt(long offset) {
        while (scanned < offset && scanned < text.length()) {
            if (text.charAt(scanned++) == '\n') {
                lineOfOffset++;
            }
        }
        return lineOfOffset;
    }

    private static long number(CSVRecord record, int line, String column) {
        String value = record.get(column);
        if (value.isEmpty() || value.length() > 18 || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw refusal(line, column + " is \"" + value + "\"; it is a whole number from 0");
        }
        return Long.parseLong(value);
    }

    private static boolean success(CSVRecord record, int line) {
        return switch (record.get("success")) {
            case "true" -> true;
            case "false" -> false;
            default -> throw refusal(line, "success is \"" + record.get("success") + "\"; it is true or false");
        };
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage();
    }

    /** The one refusal of a results file: field {@code results}, "line N: what is wrong". */
    static Refusal refusal(int line, String what) {
        return Refusal.at("results", "line " + line + ": " + what);
    }
}
