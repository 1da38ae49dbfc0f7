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

    /** A change in percent with its interval, "+3.1% (+1.0…+5.2)"; {@link #NONE} for null. */
    public static String delta(Overhead delta) {
        return delta == null ? NONE : String.format(Locale.ROOT, "%+.1f%% (%+.1f…%+.1f)", delta.pct(), delta.ciLow(), delta.ciHigh());
    }

    /** A change in percentage points with its interval, "+3.1 pts (+1.0…+5.2)"; {@link #NONE} for null. */
    public static String points(Overhead delta) {
        return delta == null ? NONE : String.format(Locale.ROOT, "%+.1f pts (%+.1f…%+.1f)", delta.pct(), delta.ciLow(), delta.ciHigh());
    }

    /** {@link #NONE}, for pages. */
    public String getNone() {
        return NONE;
    }
}
