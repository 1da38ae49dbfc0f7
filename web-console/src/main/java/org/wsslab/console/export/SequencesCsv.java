package org.wsslab.console.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.workload.entity.Workload;

/**
 * GET /runs/{id}/sequences.csv: one row per stored sequence of a sequences run: its cell, length and
 * repetition, its first call's seq (its calls are that seq on in the samples CSV), its total and
 * first call in nanoseconds (none if a call failed), then the run's shape, direction and service work.
 */
public final class SequencesCsv {

    public static final String[] HEADER = {"mechanism", "suite", "size", "length", "repeat", "first_seq", "segment",
            "total_ns", "first_ns", "failed_calls", "shape", "direction", "service_work"};

    private SequencesCsv() {
    }

    public static void write(Workload workload, List<SequenceTotal> totals, Writer out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).get())) {
            for (SequenceTotal t : totals) {
                csv.printRecord(t.endpoint().mechanism().id(), t.endpoint().suiteId(), t.size(), t.length(), t.repeat(),
                        t.firstSeq(), t.segment(), t.totalNanos(), t.firstNanos(), t.failedCalls(),
                        workload.shape().id(), workload.direction().id(), workload.work().id());
            }
        }
    }
}
