package org.wsslab.console.export;

import jakarta.ws.rs.core.StreamingOutput;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.jmeter.JmeterSampleRows;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.workload.entity.Workload;

/**
 * GET /runs/{id}/samples: one row per stored call, in the columns of docs/api.md ("The samples CSV"; a
 * new column is only ever appended): the call's mechanism, suite, size, seq, warm-up and initial flags,
 * round trip, client CPU and error, then {@code segment} (which
 * start of the run took it: a resumed run repeats a warm-up under the same seq in a new segment) and
 * {@code taken} (when the call began, UTC, to the microsecond: the order the calls were made in), and
 * the run's {@code shape}, {@code direction} and {@code service_work} (a size counts records for a record shape);
 * then where the call's time went ({@code CallSplit}): {@code server_ns} and {@code server_cpu_ns} (the
 * server's time and thread CPU for it), {@code exchange_ns} (the client's HTTP exchanges: the round trip
 * less them is the client's share, they less the server's time the transport's) and {@code split_missing}
 * (why any of the three is empty for a measured call); then {@code clients}, the client threads calling the
 * call's cell at once (1: one at a time; under load, thread {@code seq % clients} made it); then, in a
 * paired run (order {@code rounds}), {@code round} (which round of visits the call was made in; empty
 * for warm-up) and {@code settle} (true for a visit's settle calls, stored with {@code warmup} true and
 * never counted), both read from the seq and the run's plan ({@link Rounds}), empty in any other run;
 * then {@code client_alloc_bytes} and {@code server_alloc_bytes}, the heap bytes the client's calling
 * thread and the server's request threads allocated for the call (empty where not counted); then
 * {@code initial_kind}, in a startup run {@code deployment} or {@code session} for a visit's first two
 * calls (both flagged initial too), empty for any other call. A run JMeter's engines made ({@code POST
 * /runs/{id}/jmeter}) has six more at the end, which no other run's file has: {@code engine} (the engine's
 * name), {@code thread} (the JMeter thread within that engine's thread group of the cell, from 0),
 * {@code thread_name} (JMeter's, with a distributed engine's {@code host:port-}), {@code jmeter_elapsed_ms}
 * (JMeter's own whole milliseconds), {@code bytes_received} and {@code bytes_sent}.
 */
public final class SamplesCsv {

    public static final String[] HEADER = {"mechanism", "suite", "size", "seq", "warmup", "initial", "rtt_ns", "client_cpu_ns", "error",
            "segment", "taken",
            "shape", "direction", "service_work", "server_ns", "server_cpu_ns", "exchange_ns", "split_missing", "clients",
            "round", "settle", "client_alloc_bytes", "server_alloc_bytes", "initial_kind"};

    /** The columns only a run JMeter made has, after all the others (a run's rows have them all or none). */
    public static final String[] JMETER = {"engine", "thread", "thread_name", "jmeter_elapsed_ms", "bytes_received", "bytes_sent"};

    private SamplesCsv() {
    }

    private static String[] header() {
        String[] all = Arrays.copyOf(HEADER, HEADER.length + JMETER.length);
        System.arraycopy(JMETER, 0, all, HEADER.length, JMETER.length);
        return all;
    }

    /**
     * The run's stored calls; {@code run} says their workload and, in a paired run, their rounds; {@code jmeter}
     * what JMeter's engines said of each (empty for a run the lab made: then the file has no JMeter column).
     */
    public static StreamingOutput of(Run run, List<Sample> samples, Map<JmeterSampleRows.Key, JmeterSampleRows.Row> jmeter) {
        Workload workload = run.getWorkload();
        // A cell's clients are all engines' threads, engine by engine: a thread is its client's place within its engine's.
        long engines = jmeter.values().stream().map(JmeterSampleRows.Row::engine).distinct().count();
        Rounds rounds = run.getRounds().orElse(null);
        int warmup = run.getWarmupCalls();
        int calls = run.getCallsPerCell();
        return output -> {
            CSVFormat format = CSVFormat.RFC4180.builder().setHeader(jmeter.isEmpty() ? HEADER : header()).get();
            try (CSVPrinter csv = new CSVPrinter(new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8)), format)) {
                for (Sample s : samples) {
                    List<Object> values = new ArrayList<>(HEADER.length + JMETER.length);
                    Collections.addAll(values, s.endpoint().mechanism().id(), s.endpoint().suiteId(), s.size(), s.seq(), s.warmup(),
                            s.initial(),
                            s.rttNanos(),
                            s.clientCpuNanos(), s.error(), s.segment(), s.taken(),
                            workload.shape().id(), workload.direction().id(), workload.work().id(),
                            s.split() == null ? null : s.split().serverNanos(), s.split() == null ? null : s.split().serverCpuNanos(),
                            s.split() == null ? null : s.split().exchangeNanos(), s.split() == null ? null : s.split().missing(),
                            s.clients(),
                            rounds == null ? null : rounds.roundOf(s.seq(), warmup, calls).stream().boxed().findFirst().orElse(null),
                            rounds == null ? null : rounds.settles(s.seq(), warmup, calls),
                            s.clientAllocBytes(), s.split() == null ? null : s.split().serverAllocBytes(),
                            s.initialKind() == null ? null : s.initialKind().id());
                    if (!jmeter.isEmpty()) {
                        JmeterSampleRows.Row row = jmeter.get(JmeterSampleRows.Key.of(s));
                        Collections.addAll(values, row.engine(), s.seq() % s.clients() % (s.clients() / engines), row.threadName(),
                                row.elapsedMs(), row.bytesReceived(), row.bytesSent());
                    }
                    csv.printRecord(values);
                }
            }
        };
    }
}
