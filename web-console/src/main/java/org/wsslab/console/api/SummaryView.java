package org.wsslab.console.api;

import jakarta.json.JsonObjectBuilder;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PairedOverhead;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;
import org.wsslab.workload.entity.Workload;

/** One row of GET /runs/{id}/summary, in the field names of docs/api.md ("The summary"); times in milliseconds. */
public final class SummaryView {

    private SummaryView() {
    }

    /** The cell's row, its run's workload (the cell's shape, direction and service work) at the end. */
    public static JsonObjectBuilder of(Workload workload, CellSummary row) {
        CellStatistics s = row.statistics();
        JsonObjectBuilder json = Json.cell(row.endpoint(), row.size())
                .add("n", s.n()).add("errors", s.errors());
        Json.add(json, "mean_ms", ms(s.meanNanos()));
        Json.add(json, "median_ms", ms(s.medianNanos()));
        Json.add(json, "stddev_ms", ms(s.stdDevNanos()));
        Json.add(json, "min_ms", ms(s.minNanos()));
        Json.add(json, "max_ms", ms(s.maxNanos()));
        Json.add(json, "p90_ms", ms(s.p90Nanos()));
        Json.add(json, "p99_ms", ms(s.p99Nanos()));
        Json.add(json, "best_ms", ms(s.bestNanos()));
        Json.add(json, "initial_ms", ms(row.initialNanos()));
        Json.add(json, "client_cpu_ms", ms(s.cpuMeanNanos()));
        overhead(json, "overhead", row.overheadOnMean());
        overhead(json, "overhead_median", row.overheadOnMedian());
        Json.add(json, "request_bytes", row.requestBytes());
        Json.add(json, "response_bytes", row.responseBytes());
        Json.add(json, "noisy", row.noisy());
        Json.add(json, "noise_reason", row.noise().reason());
        Json.add(json, "floor_ms", ms(row.floorNanos()));
        Json.add(json, "distance", row.distance());
        Json.add(json, "median_interval_pct", row.medianIntervalPct());
        Json.add(json, "stop_reason", row.stopReason());
        Json.add(json, "pace_ms", ms(row.paceNanos()));
        json.add("shape", workload.shape().id()).add("direction", workload.direction().id()).add("service_work", workload.work().id());
        split(json, row.split());
        json.add("clients", row.clients());
        load(json, row.load());
        paired(json, row.paired());
        // A warm-up until steady: the calls it took and whether it was steady then (false: at the cap); null for a fixed
        // warm-up. Last, so that summary.csv's earlier columns stay where scripts read them.
        Json.add(json, "warmup_calls", row.warmup() == null ? null : row.warmup().calls());
        Json.add(json, "warmup_steady", row.warmup() == null ? null : row.warmup().steady());
        alloc(json, row.alloc());
        return json;
    }

    /**
     * What a counted call allocated on the heap on average, in whole bytes: the client's calling thread
     * ({@code client_alloc_bytes}, beside {@code client_cpu_ms}) and the server's request threads
     * ({@code server_alloc_bytes}, beside {@code server_cpu_ms}); null where no call's is known.
     */
    private static void alloc(JsonObjectBuilder json, AllocationMeans alloc) {
        Json.add(json, "client_alloc_bytes", alloc.clientBytes() == null ? null : Math.round(alloc.clientBytes()));
        Json.add(json, "server_alloc_bytes", alloc.serverBytes() == null ? null : Math.round(alloc.serverBytes()));
    }

    /**
     * A paired run's overhead over plain taken round by round (docs/measuring.md, "Rounds"): the
     * geometric mean of the rounds' ratios, its 95% interval across rounds, how many rounds gave a
     * ratio, and the median of the ratios beside it; all null in a run of any other order.
     */
    private static void paired(JsonObjectBuilder json, PairedOverhead paired) {
        Overhead overhead = paired == null ? null : paired.overhead();
        Json.add(json, "paired_overhead_pct", overhead == null ? null : overhead.pct());
        Json.add(json, "paired_ci_low", overhead == null ? null : overhead.ciLow());
        Json.add(json, "paired_ci_high", overhead == null ? null : overhead.ciHigh());
        Json.add(json, "rounds", paired == null ? null : paired.rounds());
        Json.add(json, "paired_median_pct", paired == null ? null : paired.medianPct());
    }

    /**
     * Where the cell's time went: the mean client, server and transport shares of its split calls
     * ({@code split_n} of its n; they add up to those calls' mean round trip), and the server's thread CPU.
     */
    private static void split(JsonObjectBuilder json, SplitMeans split) {
        json.add("split_n", split.n());
        Json.add(json, "client_ms", ms(split.clientNanos()));
        Json.add(json, "server_ms", ms(split.serverNanos()));
        Json.add(json, "transport_ms", ms(split.transportNanos()));
        Json.add(json, "server_cpu_ms", ms(split.serverCpuNanos()));
        Json.add(json, "server_share_pct", split.serverSharePct());
    }

    /**
     * What the cell measured under load (all null for calls made one at a time): calls per second in its
     * window and the window's length, and the CPU of the client threads and of the rest of the process (the
     * server) as % of all cores and per call. The process's CPU time comes in the OS's clock ticks (10 ms on
     * Linux), so over a short window the server's share is within ±20 ms of CPU of the truth.
     */
    private static void load(JsonObjectBuilder json, LoadCell load) {
        Json.add(json, "throughput_per_s", load == null ? null : load.throughputPerSecond());
        Json.add(json, "window_s", load == null ? null : load.wallNanos() / 1e9);
        Json.add(json, "client_cpu_util_pct", load == null ? null : load.utilisationPct(load.clientCpuNanos()));
        Json.add(json, "server_cpu_util_pct", load == null ? null : load.utilisationPct(load.serverCpuNanos()));
        Json.add(json, "client_cpu_per_call_ms", load == null ? null : ms(load.perCallNanos(load.clientCpuNanos())));
        Json.add(json, "server_cpu_per_call_ms", load == null ? null : ms(load.perCallNanos(load.serverCpuNanos())));
    }

    /** {@code <prefix>_pct, <prefix>_ci_low, <prefix>_ci_high}; all null when there is no overhead. */
    static void overhead(JsonObjectBuilder json, String prefix, Overhead overhead) {
        Json.add(json, prefix + "_pct", overhead == null ? null : overhead.pct());
        Json.add(json, prefix + "_ci_low", overhead == null ? null : overhead.ciLow());
        Json.add(json, prefix + "_ci_high", overhead == null ? null : overhead.ciHigh());
    }

    static Double ms(Number nanos) {
        return Figures.millis(nanos);
    }
}
