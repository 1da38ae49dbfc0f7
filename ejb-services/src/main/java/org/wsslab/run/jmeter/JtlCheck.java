package org.wsslab.run.jmeter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A results file held to the plan that should have made it, row by row and then whole: each row a call of
 * one of the plan's cells, by the plan's sampler, of a thread and iteration the plan has, once, its times
 * and outcome agreeing; at the end every engine with every call of every thread of every cell. The first
 * thing wrong refuses the whole file ({@code results}: "line N: …"), so nothing of a file that does not
 * match its plan is ever stored; what passes is {@link JmeterResults}.
 */
final class JtlCheck {

    /**
     * How far JMeter's whole milliseconds and the sampler's nanoseconds may part: the sampler gives JMeter its own
     * round trip rounded to the millisecond, so a row whose two disagree by more was changed after.
     */
    static final double ELAPSED_TOLERANCE_MS = 1.0;

    private record ThreadKey(String engine, int cell, int thread) {
    }

    private final JmeterCells plan;
    private final String planId;
    /** Per engine, cell and thread: the line each iteration was read on (0: not read). */
    private final Map<ThreadKey, int[]> lines = new HashMap<>();
    private final List<JmeterCall> calls = new ArrayList<>();

    private JtlCheck(JmeterCells plan) {
        this.plan = plan;
        this.planId = plan.planId();
    }

    /** The calls of a results file of {@code plan}, or the refusal of its first line that does not match it. */
    static JmeterResults of(String text, JmeterCells plan) {
        JtlCheck check = new JtlCheck(plan);
        JtlFile.read(text, check::accept);
        return check.end(JtlFile.lastLine(text));
    }

    private void accept(JtlRow row) {
        int line = row.line();
        JmeterCells.Cell cell = plan.byLabel(row.label());
        if (cell == null) {
            throw JtlFile.refusal(line, "label \"" + row.label() + "\" is no cell of run " + plan.run() + "'s plan; its cells are "
                    + labels());
        }
        SampleMessage message;
        try {
            message = SampleMessage.parse(row.responseMessage());
        } catch (SampleMessage.Malformed e) {
            throw JtlFile.refusal(line, "responseMessage: " + e.getMessage());
        }
        if (!message.plan().equals(planId)) {
            throw JtlFile.refusal(line, "made by plan " + message.plan() + ", this run's plan is " + planId);
        }
        if (message.cell() != cell.index()) {
            throw JtlFile.refusal(line,
                    "the message says cell " + message.cell() + ", and label \"" + row.label() + "\" is cell " + cell.index());
        }
        if (message.thread() >= cell.clients()) {
            throw JtlFile.refusal(line, "thread " + message.thread() + " is not one of cell \"" + row.label() + "\"'s threads, 0 to "
                    + (cell.clients() - 1));
        }
        iteration(line, message);
        outcome(row, message);
        double ms = message.ns() / 1e6;
        if (Math.abs(row.elapsed() - ms) > ELAPSED_TOLERANCE_MS) {
            throw JtlFile.refusal(line, "elapsed is " + row.elapsed() + " ms and the message's round trip " + ms + " ms; JMeter's time and "
                    + "the sampler's part by at most " + ELAPSED_TOLERANCE_MS + " ms (one of them was changed)");
        }
        int[] made = lines.compute(new ThreadKey(message.engine(), cell.index(), message.thread()),
                (key, seen) -> seen == null ? new int[Math.max(plan.iterationsPerThread(), 1)]
                        : seen.length > message.iteration() ? seen
                                : Arrays.copyOf(seen, Math.max(seen.length * 2, message.iteration() + 1)));
        if (made[message.iteration()] != 0) {
            throw JtlFile.refusal(line, "engine " + message.engine() + " made call i=" + message.iteration() + " of cell \"" + row.label()
                    + "\" thread " + message.thread() + " twice (first on line " + made[message.iteration()] + ")");
        }
        made[message.iteration()] = line;
        calls.add(new JmeterCall(row, cell, message));
    }

    /** The iteration is one the plan makes, and the warm-up flag the plan's. */
    private void iteration(int line, SampleMessage message) {
        int i = message.iteration();
        if (plan.durationSeconds() == null && i >= plan.iterationsPerThread()) {
            throw JtlFile.refusal(line, "i=" + i + " is not one of a thread's calls, 0 to " + (plan.iterationsPerThread() - 1) + " ("
                    + plan.warmup() + " warm-up and " + plan.calls() + " counted per cell)");
        }
        if (message.warmup() != i < plan.warmup()) {
            throw JtlFile.refusal(line, "warmup=" + (message.warmup() ? 1 : 0) + " for i=" + i + "; the plan's first " + plan.warmup()
                    + " calls of each thread are its warm-up, and only they");
        }
    }

    /** JMeter's success and response code say what the message says: an error or none. */
    private static void outcome(JtlRow row, SampleMessage message) {
        int line = row.line();
        if (row.success() != message.ok()) {
            throw JtlFile.refusal(line, "success is " + row.success() + " and the message has " + (message.ok() ? "no error" : "an error")
                    + "; a call that succeeded has none, a failed one error=");
        }
        String expected = message.ok() ? "200" : "500";
        if (!row.responseCode().equals(expected)) {
            throw JtlFile.refusal(line,
                    "responseCode is \"" + row.responseCode() + "\"; a call that " + (message.ok() ? "succeeded" : "failed")
                            + " answers " + expected);
        }
    }

    /** Every engine read made every call of every thread of every cell, or the refusal of the first that did not. */
    private JmeterResults end(int lastLine) {
        TreeSet<String> engines = calls.stream().map(call -> call.message().engine()).collect(Collectors.toCollection(TreeSet::new));
        if (engines.isEmpty()) {
            throw JtlFile.refusal(lastLine, "the file ends before its first sample; run " + plan.run() + "'s plan makes "
                    + plan.cells().size() + " cells' calls");
        }
        for (String engine : engines) {
            for (JmeterCells.Cell cell : plan.cells()) {
                for (int thread = 0; thread < cell.clients(); thread++) {
                    String missing = missing(lines.get(new ThreadKey(engine, cell.index(), thread)));
                    if (missing != null) {
                        throw JtlFile.refusal(lastLine, "the file ends before every call was made: cell \"" + cell.label() + "\" thread "
                                + thread + " of engine " + engine + " " + missing);
                    }
                }
            }
        }
        return new JmeterResults(plan, List.copyOf(engines), List.copyOf(calls));
    }

    /** What a thread's calls lack, in words ("made 7 of 10 calls"); null when it made them all. */
    private String missing(int[] made) {
        int count = made == null ? 0 : (int) Arrays.stream(made).filter(line -> line != 0).count();
        if (plan.durationSeconds() == null) {
            return count == plan.iterationsPerThread() ? null : "made " + count + " of " + plan.iterationsPerThread() + " calls";
        }
        int contiguous = 0;
        while (made != null && contiguous < made.length && made[contiguous] != 0) {
            contiguous++;
        }
        if (contiguous < count) {
            return "made " + count + " calls but not call i=" + contiguous;
        }
        return count > plan.warmup() ? null
                : "made " + count + (count == 1 ? " call" : " calls") + "; a thread of a plan of a duration makes its " + plan.warmup()
                        + " warm-up calls and at least one more";
    }

    private String labels() {
        List<String> all = plan.cells().stream().map(c -> "\"" + c.label() + "\"").toList();
        return all.size() <= 4 ? String.join(", ", all) : String.join(", ", all.subList(0, 4)) + " … (" + all.size() + " in all)";
    }
}
