package org.wsslab.run.jmeter;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.target.entity.Target;
import org.wsslab.workload.entity.Workload;

/**
 * The cells of a run as a JMeter plan makes them: per size, per number of clients, each endpoint in turn
 * (the order of the lab's own load cells), one thread group each whose every thread makes the run's
 * warm-up calls and then its counted calls (or, for a plan of a duration, calls until the group's time
 * is up). The plan writer and the import both read this: a cell's index and label are how a results
 * file's rows find their cell, and {@link #planId} is how a results file proves which plan it ran.
 *
 * @param run the run whose request the plan repeats
 * @param cells the cells, index = position
 * @param warmup warm-up calls per thread and cell
 * @param calls counted calls per thread and cell (a plan of a duration: ignored)
 * @param durationSeconds each cell's time, or null: a fixed number of calls
 */
public record JmeterCells(long run, String lab, Workload workload, List<Cell> cells, int warmup, int calls, Integer durationSeconds) {

    /** The longest a plan of a duration runs one cell. */
    public static final int MAX_DURATION_SECONDS = 86_400;

    /** One thread group: an endpoint at a size, called by {@code clients} threads at once. */
    public record Cell(int index, Endpoint endpoint, int size, int clients) {

        /** What JMeter shows and groups by (the dashboard's label): "mutual-certificates 1024 B ×4". */
        public String label() {
            return endpoint.id() + " " + size + " B ×" + clients;
        }
    }

    public JmeterCells {
        cells = List.copyOf(cells);
    }

    /**
     * The cells of run {@code run}'s plan; refused (naming what) where the run is not a plan of fixed
     * calls per cell on the lab's own server, which is all a JMeter thread group repeats.
     */
    public static JmeterCells of(Run run, Integer durationSeconds) {
        whyNot(run).ifPresent(refusal -> {
            throw refusal;
        });
        if (durationSeconds != null && (durationSeconds < 1 || durationSeconds > MAX_DURATION_SECONDS)) {
            throw Refusal.at("duration", durationSeconds + " is not allowed; a cell's duration is from 1 to "
                    + MAX_DURATION_SECONDS + " seconds");
        }
        List<Cell> cells = new ArrayList<>();
        for (int size : run.getSizes()) {
            for (int clients : run.getClients()) {
                for (Endpoint endpoint : run.getEndpoints()) {
                    cells.add(new Cell(cells.size(), endpoint, size, clients));
                }
            }
        }
        return new JmeterCells(run.getId(), run.getLab(), run.getWorkload(), cells, run.getWarmupCalls(), run.getCallsPerCell(),
                durationSeconds);
    }

    /** Why run {@code run} has no JMeter plan (409), or empty: it has one. The run page offers the plan where it has. */
    public static Optional<Refusal> whyNot(Run run) {
        if (run.getMode().isPresent()) {
            return Optional.of(Refusal.conflict("a JMeter plan repeats a run of a fixed number of calls per cell; run " + run.getId()
                    + " follows mode " + run.getMode().get().id()));
        }
        if (run.getRounds().isPresent() || run.getSteadyWarmup().isPresent() || run.getPriming().isPresent()) {
            return Optional.of(Refusal.conflict("a JMeter plan makes each cell's calls in one block with a fixed warm-up; run "
                    + run.getId() + " spreads its calls over rounds, warms up until steady or primes its endpoints"));
        }
        if (!Target.LAB.equals(run.getTarget())) {
            return Optional.of(Refusal.conflict("a JMeter plan calls the lab's own endpoints; run " + run.getId() + " called target "
                    + run.getTarget()));
        }
        return Optional.empty();
    }

    /** Calls each thread makes in a cell of a fixed number of calls: its warm-up, then its counted calls. */
    public int iterationsPerThread() {
        return warmup + calls;
    }

    /** The cell of this label, or null. */
    public Cell byLabel(String label) {
        return cells.stream().filter(c -> c.label().equals(label)).findFirst().orElse(null);
    }

    /**
     * What a results file carries on every row to say which plan made it: the run, and a digest of
     * everything that shapes the calls (lab, cells, calls, warm-up, duration, workload), so a file from
     * another plan, or from this run's plan of another duration, is told apart.
     */
    public String planId() {
        StringBuilder shape = new StringBuilder().append(lab).append('|').append(run).append('|').append(workload).append('|')
                .append(warmup).append('|').append(calls).append('|').append(durationSeconds);
        cells.forEach(c -> shape.append('|').append(c.label()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(shape.toString().getBytes(StandardCharsets.UTF_8));
            return "run" + run + "-" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
