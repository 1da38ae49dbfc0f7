package org.wsslab.workload.entity;

import org.wsslab.refusal.Refusal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A payload's shape. For {@code bytes} and {@code text} a size is bytes (text is ASCII, a byte a
 * character); for the record shapes it is a number of records, as the studies counted them.
 */
public enum Shape implements Identified {
    /** Random bytes, base64 on the wire: the lab's original payload. */
    BYTES("bytes", false),
    /** A string, study 000's "Hello World " series. */
    TEXT("text", false),
    /** Book records (title, author, publisher, ISBN, year, price), as study 001's service returned. */
    BOOKS("books", true),
    /** Employee records of eight string fields, study 000's "Employee Details". */
    EMPLOYEES("employees", true);

    public static final int MAX_BYTES = 16 * 1024 * 1024;
    public static final int MAX_RECORDS = 100_000;
    public static final List<Integer> DEFAULT_BYTE_SIZES = List.of(100, 1_024, 10_240, 102_400, 1_048_576);
    public static final List<Integer> DEFAULT_RECORD_COUNTS = List.of(1, 10, 100, 1_000, 10_000);

    private static final int KIBIBYTE = 1_024;
    private static final int MEBIBYTE = 1_048_576;

    private final String id;
    private final boolean records;

    Shape(String id, boolean records) {
        this.id = id;
        this.records = records;
    }

    @Override
    public String id() {
        return id;
    }

    /** Whether a size is a record count rather than bytes. */
    public boolean records() {
        return records;
    }

    /** The largest size a run may ask of this shape. */
    /** Refuses, at {@code field}, a size this shape cannot have (a run's sizes, a paired sequence's size). */
    public void refuseSize(String field, Integer size) {
        if (size == null || size < 1 || size > maxSize()) {
            throw Refusal.at(field, size + " is not allowed; " + (records
                    ? "a size of " + id + " is a number of records from 1 to " + maxSize()
                    : "a size is a whole number of bytes from 1 to " + maxSize() + " (16 MB)"));
        }
    }

    public int maxSize() {
        return records ? MAX_RECORDS : MAX_BYTES;
    }

    public List<Integer> defaultSizes() {
        return records ? DEFAULT_RECORD_COUNTS : DEFAULT_BYTE_SIZES;
    }

    /**
     * As a reader wants it: "100 B", "1 KB", "10 KB", "1 MB" (binary multiples, as the lab's sizes are;
     * "1,500 B" for any other), "1,000 records".
     */
    public String label(int size) {
        if (records) {
            return String.format(Locale.ROOT, "%,d %s", size, size == 1 ? "record" : "records");
        }
        if (size >= MEBIBYTE && size % MEBIBYTE == 0) {
            return String.format(Locale.ROOT, "%,d MB", size / MEBIBYTE);
        }
        if (size >= KIBIBYTE && size % KIBIBYTE == 0) {
            return String.format(Locale.ROOT, "%,d KB", size / KIBIBYTE);
        }
        return String.format(Locale.ROOT, "%,d B", size);
    }

    /** Exact and plain, for files read by programs and for messages: "1048576 B", "1000 records". */
    public String exactLabel(int size) {
        return records ? size + (size == 1 ? " record" : " records") : size + " B";
    }

    /** What a size counts, for axis titles and form labels: "bytes" or "records". */
    public String unit() {
        return records ? "records" : "bytes";
    }

    public static Optional<Shape> byId(String id) {
        return Identified.byId(values(), id);
    }

    public static String ids() {
        return Identified.ids(values());
    }
}
