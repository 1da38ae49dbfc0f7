package org.wsslab.console.figures;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.util.Locale;
import org.wsslab.statistics.Overhead;

/**
 * How the console writes a time and a missing figure, in one place for the pages, the API, the CSVs
 * and the reports: the lab stores nanoseconds and shows milliseconds (the API as the full number, a
 * page, CSV or report to two decimals), and a figure that is not there is an en dash. A bean too,
 * so pages read the same mark ({@code #{figures.none}}).
 */
@Named
@ApplicationScoped
public class Figures {

    /**
     * What a page, CSV or report shows where there is no figure (a cell not measured yet, no
     * overhead, a field without a value). The en dash the result tables and CSVs have always written;
     * the environment fields, the interoperability and verification pages and unset times wrote an em
     * dash, so the compare page showed both in one table.
     */
    public static final String NONE = "–";

    private static final double NANOS_PER_MS = 1_000_000.0;

    /** Nanoseconds as milliseconds, in full; null for null. */
    public static Double millis(Number nanos) {
        return nanos == null ? null : nanos.doubleValue() / NANOS_PER_MS;
    }

    /** Milliseconds as a page, CSV or report writes them, "12.34"; {@link #NONE} for null. */
    public static String ms(Double millis) {
        return millis == null ? NONE : String.format(Locale.ROOT, "%.2f", millis);
    }

    /** Nanoseconds as a page, CSV or report writes them in milliseconds, "12.34"; {@link #NONE} for null. */
    public static String msOfNanos(Number nanos) {
        return ms(millis(nanos));
    }

    /**
     * A quantity of memory as a person reads it: "1 GiB", "155.3 MiB", "512 KiB", "900 B" (binary
     * multiples, named as such; one decimal, none where it is 0); {@link #NONE} for null.
     */
    public static String memory(Long bytes) {
        if (bytes == null) {
            return NONE;
        }
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        double value = bytes;
        int unit = 0;
        while (Math.abs(value) >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        String number = String.format(Locale.ROOT, unit == 0 ? "%.0f" : "%.1f", value);
        return (number.endsWith(".0") ? number.substring(0, number.length() - 2) : number) + " " + units[unit];
    }

    /** A figure to two decimals, "0.53": load averages and other readings a person compares by eye; {@link #NONE} for null. */
    public static String twoDecimals(Double value) {
        return value == null ? NONE : String.format(Locale.ROOT, "%.2f", value);
    }

    /**
     * A percentage with its interval, "12% [10, 14]" (whole percent): an overhead, or how much more one
     * mechanism costs than another; {@link #NONE} for null.
     */
    public static String percent(Overhead value) {
        return value == null ? NONE
                : number(value.pct(), 0, false) + "% " + interval(number(value.ciLow(), 0, false), number(value.ciHigh(), 0, false));
    }

    /** A change in percent with its interval, "+3.1% [+1.0, +5.2]"; {@link #NONE} for null. */
    public static String delta(Overhead delta) {
        return delta == null ? NONE
                : number(delta.pct(), 1, true) + "% " + interval(number(delta.ciLow(), 1, true), number(delta.ciHigh(), 1, true));
    }

    /** A change in percentage points with its interval, "+3.1 pts [+1.0, +5.2]"; {@link #NONE} for null. */
    public static String points(Overhead delta) {
        return delta == null ? NONE
                : number(delta.pct(), 1, true) + " pts " + interval(number(delta.ciLow(), 1, true), number(delta.ciHigh(), 1, true));
    }

    /**
     * The one way the console writes an interval, "[low, high]": a dash between two figures that may be
     * negative reads as a minus ("-8–-2"), an ellipsis was the other notation the pages had.
     */
    public static String interval(String low, String high) {
        return "[" + low + ", " + high + "]";
    }

    /**
     * A term of a sum, "+ 1.23" or "− 78.60", so that a negative part reads as a subtraction rather
     * than "+ -78.60".
     */
    public static String term(double value, int decimals) {
        String magnitude = String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(value));
        return (value < 0 && !isZero(magnitude) ? "− " : "+ ") + magnitude;
    }

    /**
     * A figure to the given decimals with a real minus sign (U+2212, not the hyphen), and a plus sign
     * when asked for (changes); never "−0".
     */
    public static String number(double value, int decimals, boolean signed) {
        String magnitude = String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(value));
        if (isZero(magnitude)) {
            return signed ? "+" + magnitude : magnitude;
        }
        return (value < 0 ? "−" : signed ? "+" : "") + magnitude;
    }

    private static boolean isZero(String magnitude) {
        return magnitude.chars().allMatch(c -> c == '0' || c == '.');
    }

    /** {@link #NONE}, for pages. */
    public String getNone() {
        return NONE;
    }
}
