package org.wsslab.it.support;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.jmeter.JmeterCells;
import org.wsslab.run.jmeter.SampleMessage;
import org.wsslab.workload.entity.Workload;

/**
 * A JMeter results file (.jtl) as JMeter 5.6.3 writes one for a lab-written plan run on several engines in
 * distributed mode, written by hand from the contract (docs/jmeter.md): every engine runs the whole plan,
 * a row per call in JMeter's CSV columns, the lab's sampler's message in responseMessage, written out here
 * key by key rather than by the lab's own formatter, so an import that reads another grammar fails.
 */
public final class JmeterResultsFile {

    /** JMeter's columns as bin/wsslab asks for them (print_field_names, Hostname on, URL and dataType off). */
    public static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success,failureMessage,bytes,"
            + "sentBytes,grpThreads,allThreads,Latency,Hostname,IdleTime,Connect";

    /** One call as an engine made it; {@code error} null for one that succeeded. */
    public record Call(String engine, JmeterCells.Cell cell, int thread, int i, boolean warmup, long start, long ns, long pcpu,
            String error) {
    }

    private final JmeterCells plan;
    private final List<Call> calls = new ArrayList<>();

    /**
     * The plan of a run of these mechanisms (plain first) at one size and one number of clients, fixed calls,
     * the default workload and suites, run by {@code engines}; the call {@code failing} (its index in
     * {@link #calls()}, or -1) failed, with a message over two lines that holds a comma and quotes.
     */
    public JmeterResultsFile(long run, String lab, List<Mechanism> mechanisms, int size, int clients, int warmup, int counted,
            List<String> engines, int failing) {
        List<JmeterCells.Cell> cells = new ArrayList<>();
        for (Mechanism mechanism : mechanisms) {
            cells.add(new JmeterCells.Cell(cells.size(), mechanism.endpoint(), size, clients));
        }
        this.plan = new JmeterCells(run, lab, Workload.DEFAULT, cells, warmup, counted, null);
        long start = 1_795_782_611_000L;
        for (JmeterCells.Cell cell : cells) {
            for (int i = 0; i < warmup + counted; i++) {
                for (String engine : engines) {
                    for (int thread = 0; thread < clients; thread++) {
                        int k = calls.size();
                        long ns = 1_400_000L + 37_000L * k;
                        calls.add(new Call(engine, cell, thread, i, i < warmup, start + 2L * k, ns, 3_000_000_000L + 4_000_000L * k,
                                k == failing ? "SOAPFaultException: InvalidSecurity, \"no signature\"\n\tat the endpoint" : null));
                    }
                }
            }
        }
    }

    public JmeterCells plan() {
        return plan;
    }

    public List<Call> calls() {
        return calls;
    }

    /** The file's physical lines: the field names, then the rows (a failed call's spans two). */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        calls.forEach(call -> lines.addAll(List.of(row(call).split("\n", -1))));
        return lines;
    }

    /** The whole file, as JMeter leaves it: every line ended. */
    public String text() {
        return String.join("\n", lines()) + "\n";
    }

    /** The row of a call: JMeter's elapsed is its own whole milliseconds of the sampler's round trip. */
    public String row(Call call) {
        // The sampler's own grammar; the error as given (a fault's message may span lines: the CSV quotes it).
        String message = new SampleMessage(plan.planId(), call.cell().index(), call.thread(), call.i(), call.warmup(), call.i() == 0,
                call.ns(), call.ns() / 2, call.pcpu(), call.engine(), call.error()).format();
        boolean ok = call.error() == null;
        String label = call.cell().label();
        return call.start() + "," + call.ns() / 1_000_000 + "," + label + "," + (ok ? 200 : 500) + "," + quoted(message) + ","
                + call.engine() + ":1099-" + label + " " + (call.cell().index() + 1) + "-" + (call.thread() + 1) + "," + ok + ","
                + (ok ? "" : quoted(call.error())) + "," + call.cell().size() + "," + call.cell().size() + "," + call.cell().clients() + ","
                + call.cell().clients() + ",0," + call.engine() + ",0,0";
    }

    private static String quoted(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }
}
