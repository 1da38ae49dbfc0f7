package org.wsslab.run.jmeter;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.workload.entity.Workload;

/** Results files written by hand as JMeter and the lab's sampler write them, for the import's tests. */
final class JtlText {

    /** JMeter 5.6.3's columns as bin/wsslab asks for them (Hostname on, URL and dataType off). */
    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success,failureMessage,bytes,sentBytes,"
            + "grpThreads,allThreads,Latency,Hostname,IdleTime,Connect";

    static final long START = 1_795_782_611_000L;

    private JtlText() {
    }

    /** Run 7's plan: plain and mutual-certificates at 100 B, 2 threads each, 1 warm-up and 2 counted calls a thread. */
    static JmeterCells plan() {
        return plan(null);
    }

    static JmeterCells plan(Integer durationSeconds) {
        return new JmeterCells(7, "test-lab", Workload.DEFAULT, List.of(new JmeterCells.Cell(0, Mechanism.PLAIN.endpoint(), 100, 2),
                new JmeterCells.Cell(1, Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, 2)), 1, 2, durationSeconds);
    }

    /** Every call of the plan on each engine, engine by engine, cell by cell, thread by thread; {@code iterations} per thread. */
    static List<String> rows(JmeterCells plan, List<String> engines, int iterations) {
        List<String> rows = new ArrayList<>();
        for (String engine : engines) {
            for (JmeterCells.Cell cell : plan.cells()) {
                for (int thread = 0; thread < cell.clients(); thread++) {
                    for (int i = 0; i < iterations; i++) {
                        long ns = 2_000_000L + 1_000L * rows.size();
                        SampleMessage message = new SampleMessage(plan.planId(), cell.index(), thread, i, i < plan.warmup(), i == 0, ns,
                                900_000L, 5_000_000_000L + 10_000_000L * rows.size(), engine, null);
                        rows.add(row(START + 10L * rows.size(), ns / 1_000_000, cell.label(), message, threadName(engine, cell, thread)));
                    }
                }
            }
        }
        return rows;
    }

    /** The row of a call as JMeter writes it: JMeter's elapsed is given, not derived, so a test can make it disagree. */
    static String row(long timeStamp, long elapsed, String label, SampleMessage message, String threadName) {
        return timeStamp + "," + elapsed + "," + label + "," + (message.ok() ? "200" : "500") + "," + quoted(message.format()) + ","
                + threadName + "," + message.ok() + "," + (message.ok() ? "" : quoted(message.error())) + ",100,100,2,4,0,vm," + "0,0";
    }

    /** JMeter's thread name in distributed mode: the engine's host:port-, then the group's label and its number, thread from 1. */
    static String threadName(String engine, JmeterCells.Cell cell, int thread) {
        return engine + ".example:1099-" + cell.label() + " " + (cell.index() + 1) + "-" + (thread + 1);
    }

    static String file(List<String> rows) {
        return HEADER + "\n" + String.join("\n", rows) + "\n";
    }

    static String quoted(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }
}
