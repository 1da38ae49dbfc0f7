package org.wsslab.run.jmeter;

import java.util.List;

/**
 * What the lab's JMeter sampler writes into each sample's {@code responseMessage}, and the import reads
 * back: the only field of a JMeter results file that carries the lab's own measurement (JMeter's {@code elapsed}
 * is whole milliseconds, a 1-3 ms secured call's whole value). The grammar, one line but for the error:
 *
 * <pre>
 * wsslab v=1 plan=&lt;planId&gt; cell=&lt;K&gt; thread=&lt;T&gt; i=&lt;I&gt; warmup=&lt;0|1&gt; initial=&lt;0|1&gt; ns=&lt;N&gt; cpu=&lt;C&gt; pcpu=&lt;P&gt; engine=&lt;E&gt;[ error=&lt;text to the end&gt;]
 * </pre>
 *
 * Keys in that order, one space apart; numbers are decimal digits ({@code pcpu} may be -1: the engine's JVM
 * did not tell); plan and engine have no whitespace; {@code error} only for a failed call, its text anything
 * (a fault's message may span lines; empty, it is stored as "unknown error"). Written by the sampler with {@link #format()}, read by {@link #parse}, which
 * refuses anything else naming the key, so that a file the sampler did not write is never half understood.
 *
 * @param plan {@link JmeterCells#planId()} of the plan that made the call
 * @param cell the cell's index in the plan
 * @param thread the JMeter thread within the cell's thread group, from 0
 * @param iteration the call of that thread in that cell, from 0
 * @param ns the round trip, by the sampler's {@code System.nanoTime()} around the call
 * @param cpu the calling thread's CPU time for the call, ns
 * @param processCpu the engine JVM's process CPU time read after the call, ns; -1 if unknown
 * @param engine the engine's name
 * @param error why the call failed; null for a call that succeeded
 */
public record SampleMessage(String plan, int cell, int thread, int iteration, boolean warmup, boolean initial, long ns, long cpu,
        long processCpu, String engine, String error) {

    /** The grammar's version: a sampler writing another is refused by name rather than read by guess. */
    public static final int VERSION = 1;

    /** The longest error the sampler writes (a fault's message can be pages long; the stored error is shorter still). */
    public static final int MAX_ERROR = 2000;

    private static final String START = "wsslab";
    private static final List<String> KEYS = List.of("v", "plan", "cell", "thread", "i", "warmup", "initial", "ns", "cpu", "pcpu",
            "engine");
    private static final String ERROR = " error=";

    /** A message that is not this grammar: its text names the key and what is allowed. */
    public static final class Malformed extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message);
        }
    }

    public SampleMessage {
        if (!word(plan) || !word(engine)) {
            throw new IllegalArgumentException("plan and engine are words without whitespace: " + plan + ", " + engine);
        }
        if (cell < 0 || thread < 0 || iteration < 0 || ns < 0 || cpu < 0 || processCpu < -1) {
            throw new IllegalArgumentException("a count or a time is not negative (pcpu: -1 when unknown)");
        }
    }

    /** Whether the call succeeded. */
    public boolean ok() {
        return error == null;
    }

    /** The same call, failed: {@code why} on one line, at most {@link #MAX_ERROR} characters (the sampler's). */
    public SampleMessage failedWith(String why) {
        String line = why == null ? "" : why.replaceAll("[\\r\\n]+", " ");
        return new SampleMessage(plan, cell, thread, iteration, warmup, initial, ns, cpu, processCpu, engine,
                line.length() <= MAX_ERROR ? line : line.substring(0, MAX_ERROR));
    }

    /** The message as the sampler writes it into JMeter's responseMessage; a blank error reads "unknown error". */
    public String format() {
        String text = "wsslab v=" + VERSION + " plan=" + plan + " cell=" + cell + " thread=" + thread + " i=" + iteration + " warmup="
                + (warmup ? 1 : 0) + " initial=" + (initial ? 1 : 0) + " ns=" + ns + " cpu=" + cpu + " pcpu=" + processCpu + " engine="
                + engine;
        return error == null ? text : text + ERROR + (error.isBlank() ? "unknown error" : error);
    }

    /** The message of this text, or {@link Malformed} naming the first key that is missing, out of place or wrong. */
    public static SampleMessage parse(String text) {
        if (text == null || !text.startsWith(START + " ")) {
            throw new Malformed("the message does not start with \"wsslab \"; the lab's sampler writes \"wsslab v=1 plan=… cell=… …\"");
        }
        String[] values = new String[KEYS.size()];
        int at = START.length() + 1;
        for (int k = 0; k < KEYS.size(); k++) {
            String key = KEYS.get(k);
            if (!text.startsWith(key + "=", at)) {
                throw new Malformed("expected " + key + "= at character " + (at + 1) + " (keys in the order " + String.join(", ", KEYS)
                        + ", then error= for a failed call)");
            }
            at += key.length() + 1;
            int end = text.indexOf(' ', at);
            end = end < 0 ? text.length() : end;
            values[k] = text.substring(at, end);
            if (values[k].isEmpty() || !word(values[k])) {
                throw new Malformed(key + " is empty or holds whitespace");
            }
            at = end + (k < KEYS.size() - 1 ? 1 : 0);
        }
        String error = null;
        if (at < text.length()) {
            if (!text.startsWith(ERROR, at)) {
                throw new Malformed("after engine= comes the end of the message or, for a failed call, error=<its text>");
            }
            error = text.substring(at + ERROR.length());
        }
        if (!values[0].equals(String.valueOf(VERSION))) {
            throw new Malformed("v is " + values[0] + "; this lab reads version " + VERSION + " of the sampler's message");
        }
        return new SampleMessage(values[1], (int) number("cell", values[2], Integer.MAX_VALUE),
                (int) number("thread", values[3], Integer.MAX_VALUE), (int) number("i", values[4], Integer.MAX_VALUE),
                flag("warmup", values[5]), flag("initial", values[6]), number("ns", values[7], Long.MAX_VALUE),
                number("cpu", values[8], Long.MAX_VALUE), values[9].equals("-1") ? -1 : number("pcpu", values[9], Long.MAX_VALUE),
                values[10],
                error);
    }

    private static long number(String key, String value, long max) {
        // Digits only: Long.parseLong would also take a sign ("+5", "-0").
        if (value.length() > 19 || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new Malformed(key + " is " + value + "; it is a whole number from 0" + (key.equals("pcpu") ? " (or -1: unknown)" : ""));
        }
        try {
            long number = Long.parseLong(value);
            if (number > max) {
                throw new Malformed(key + " is " + value + "; it is at most " + max);
            }
            return number;
        } catch (NumberFormatException e) {
            throw new Malformed(key + " is " + value + "; it is at most " + max);
        }
    }

    private static boolean flag(String key, String value) {
        return switch (value) {
            case "0" -> false;
            case "1" -> true;
            default -> throw new Malformed(key + " is " + value + "; it is 0 or 1");
        };
    }

    private static boolean word(String text) {
        return text != null && !text.isEmpty() && text.chars().noneMatch(Character::isWhitespace);
    }
}
