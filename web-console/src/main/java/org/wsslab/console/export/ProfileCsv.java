package org.wsslab.console.export;

import java.io.IOException;
import java.io.Writer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.console.run.ProfileTable;
import org.wsslab.profile.entity.FrameCount;

/** A profile as CSV: a row per group (frame empty), each followed by its top frames' rows. */
public final class ProfileCsv {

    private ProfileCsv() {
    }

    public static void write(ProfileTable table, Writer out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setCommentMarker('#').get())) {
            csv.printComment(table.title());
            csv.printComment(table.summary());
            csv.printRecord("group", "frame", "samples", "client_samples", "other_samples");
            for (ProfileTable.Row row : table.rows()) {
                csv.printRecord(row.group(), "", row.samples(), row.clientSamples(), row.otherSamples());
                for (FrameCount frame : row.frames()) {
                    csv.printRecord(row.group(), frame.frame(), frame.samples(), "", "");
                }
            }
        }
    }
}
