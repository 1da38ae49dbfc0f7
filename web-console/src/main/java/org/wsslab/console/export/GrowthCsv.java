package org.wsslab.console.export;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.workload.entity.Shape;

/**
 * A growth run's series as its run page charts it, every call: a row per call of the series (its
 * number from 1 and its size), a column per endpoint with that call's round trip in ms. What a growth
 * run's RTT file holds, as it has no mechanism × size table.
 */
public final class GrowthCsv {

    private GrowthCsv() {
    }

    public static void write(GrowthSeries series, Shape shape, Writer out) throws IOException {
        Growth growth = series.growth();
        List<String> header = new ArrayList<>(List.of("call", "size"));
        series.lines().forEach(line -> header.add(line.endpoint().id()));
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setCommentMarker('#').get())) {
            csv.printComment("round-trip time (ms) of each call of the series, the payload growing by " + growth.step() + " "
                    + shape.unit() + " a call; " + Figures.NONE + " where the call failed");
            csv.printComment("bytes on the wire: probed after every " + growth.wireEvery() + " calls of the series and its first"
                    + " and last, outside the measured calls; per mechanism and size in the run's bytes-over-plain.csv");
            csv.printRecord(header);
            for (int k = 0; k < growth.calls(); k++) {
                List<String> record = new ArrayList<>(List.of(String.valueOf(k + 1), String.valueOf(growth.size(k))));
                for (GrowthSeries.Line line : series.lines()) {
                    record.add(Figures.msOfNanos(line.rttNanos()[k]));
                }
                csv.printRecord(record);
            }
        }
    }
}
