package org.wsslab.console.export;

import java.io.IOException;
import java.io.Writer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * GET /runs/{id}/sequences-cumulative.csv: each endpoint's cumulative cost in the longest sequences of
 * each size of a stopped sequences run, one row per call: its first {@code call} calls' cost in
 * nanoseconds, each call the median of its repetitions (000 Fig 6–7, 001 Fig 12–13).
 */
public final class CumulativeCsv {

    public static final String[] HEADER = {"mechanism", "suite", "size", "length", "call", "cumulative_ns"};

    private CumulativeCsv() {
    }

    public static void write(SequenceSummary summary, Writer out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).get())) {
            for (SequenceSummary.Curve curve : summary.curves()) {
                double[] sums = curve.cumulativeNanos();
                for (int call = 1; call <= sums.length; call++) {
                    csv.printRecord(curve.endpoint().mechanism().id(), curve.endpoint().suiteId(), curve.size(), curve.length(), call,
                            Math.round(sums[call - 1]));
                }
            }
        }
    }
}
