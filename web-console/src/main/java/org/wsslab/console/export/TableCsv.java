package org.wsslab.console.export;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.console.run.ResultTable;

/** A mechanism × size table as the page shows it: a header of sizes, one row per mechanism. */
public final class TableCsv {

    private TableCsv() {
    }

    public static void write(ResultTable table, Writer out) throws IOException {
        List<String> header = new ArrayList<>();
        header.add("mechanism");
        header.addAll(table.exactSizeLabels());
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setCommentMarker('#').get())) {
            csv.printComment(table.title());
            csv.printRecord(header);
            for (ResultTable.Row row : table.rows()) {
                List<String> record = new ArrayList<>();
                record.add(row.mechanism());
                record.addAll(row.cells());
                csv.printRecord(record);
            }
        }
    }
}
