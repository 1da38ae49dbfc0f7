package org.wsslab.jmeter;

import java.util.Objects;

/**
 * The sampler's record of one call, carried in the JMeter result's responseMessage (a column of the CSV
 * results file): what JMeter's own columns cannot hold (the round trip in ns, where JMeter keeps whole ms;
 * thread and process CPU; the lab's flags) and what ties the row to the lab's plan. The lab's import
 * parses it, so this grammar is a contract, version {@value #VERSION}; one line:
 *
 * <pre>
 * wsslab v=1 plan=P cell=C thread=T i=I warmup=0|1 initial=0|1 ns=N cpu=N pcpu=N engine=E[ error=TEXT]
 * </pre>
 *
 * Fields in this order, separated by one space. {@code plan} and {@code engine} hold no whitespace;
 * {@code cell}, {@code thread}, {@code i}, {@code ns} and {@code cpu} are whole numbers from 0; {@code pcpu} is
 * the process's CPU time in ns read after the call, -1 where the JVM cannot tell; {@code error}, present only
 * for a failed call and always last, is the rest of the line (no line break, at most {@value #MAX_ERROR}
 * characters).
 */
public record SampleMessage(String plan, int cell, int thread, long i, boolean warmup, boolean initial, long ns, long cpu,
        long pcpu, String engine, String error) {

    public static final int VERSION = 1;
    public static final int MAX_ERROR = 2000;

    private static final String PREFIX = "wsslab v=" + VERSION + " ";
    private static final String ERROR = " error=";
    private static final String[] FIELDS = {"plan", "cell", "thread", "i", "warmup", "initial", "ns", "cpu", "pcpu", "engine"};

    public SampleMessage {
        requireWord("plan", plan);
        requireWord("engine", engine);
        requireFrom("cell", cell, 0);
        requireFrom("thread", thread, 0);
        requireFrom("i", i, 0);
        requireFrom("ns", ns, 0);
        requireFrom("cpu", cpu, 0);
        requireFrom("pcpu", pcpu, -1);
        if (error != null) {
            error = oneLine(error);
        }
    }

    /** Whether the call failed (it carries an error). */
    public boolean failed() {
        return error != null;
    }

    /** The same record of a failed call. */
    public SampleMessage failedWith(String why) {
        return new SampleMessage(plan, cell, thread, i, warmup, initial, ns, cpu, pcpu, engine, Objects.requireNonNull(why));
    }

    /** The one line, as the results file carries it. */
    public String format() {
        return PREFIX + "plan=" + plan + " cell=" + cell + " thread=" + thread + " i=" + i + " warmup=" + flag(warmup)
                + " initial=" + flag(initial) + " ns=" + ns + " cpu=" + cpu + " pcpu=" + pcpu + " engine=" + engine
                + (error == null ? "" : ERROR + error);
    }

    @Override
    public String toString() {
        return format();
    }

    /**
     * Reads a line {@link #format} wrote; refuses anything else with an {@link IllegalArgumentException}
     * naming the field that is wrong (the version too: a v=2 line is not read as v=1).
     */
    public static SampleMessage parse(String line) {
        if (line == null || !line.startsWith(PREFIX)) {
            throw new IllegalArgumentException("not a wsslab v=" + VERSION + " sample message: it starts '"
                    + (line == null ? "null" : line.substring(0, Math.min(line.length(), 20))) + "'");
        }
        String rest = line.substring(PREFIX.length());
        String error = null;
        int errorAt = rest.indexOf(ERROR);
        if (errorAt >= 0) {
            error = rest.substring(errorAt + ERROR.length());
            rest = rest.substring(0, errorAt);
        }
        String[] parts = rest.split(" ", -1);
        if (parts.length != FIELDS.length) {
            throw new IllegalArgumentException("a sample message has " + FIELDS.length + " fields before any error, "
                    + String.join(", ", FIELDS) + "; this one has " + parts.length);
        }
        String[] values = new String[FIELDS.length];
        for (int k = 0; k < FIELDS.length; k++) {
            String expected = FIELDS[k] + "=";
            if (!parts[k].startsWith(expected)) {
                throw new IllegalArgumentException("field " + (k + 1) + " must be " + FIELDS[k] + "=…, not '" + parts[k] + "'");
            }
            values[k] = parts[k].substring(expected.length());
        }
        try {
            return new SampleMessage(values[0], whole("cell", values[1]), whole("thread", values[2]),
                    number("i", values[3]), bit("warmup", values[4]), bit("initial", values[5]), number("ns", values[6]),
                    number("cpu", values[7]), number("pcpu", values[8]), values[9], error);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a sample message's " + e.getMessage(), e);
        }
    }

    /** One line of at most {@value #MAX_ERROR} characters: line breaks become spaces. */
    static String oneLine(String text) {
        String line = text.replaceAll("[\\r\\n]+", " ");
        return line.length() <= MAX_ERROR ? line : line.substring(0, MAX_ERROR);
    }

    private static long number(String field, String value) {
        if (!value.matches("-?\\d{1,19}")) {
            throw new IllegalArgumentException(field + " must be a whole number, not '" + value + "'");
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " is out of range: " + value, e);
        }
    }

    private static int whole(String field, String value) {
        long number = number(field, value);
        if (number > Integer.MAX_VALUE || number < Integer.MIN_VALUE) {
            throw new IllegalArgumentException(field + " is out of range: " + value);
        }
        return (int) number;
    }

    private static boolean bit(String field, String value) {
        return switch (value) {
            case "0" -> false;
            case "1" -> true;
            default -> throw new IllegalArgumentException(field + " must be 0 or 1, not '" + value + "'");
        };
    }

    private static String flag(boolean value) {
        return value ? "1" : "0";
    }

    private static void requireWord(String field, String value) {
        if (value == null || value.isEmpty() || !value.chars().noneMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException(field + " must be a word without whitespace, not '" + value + "'");
        }
    }

    private static void requireFrom(String field, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(field + " must be from " + min + ", not " + value);
        }
    }
}
