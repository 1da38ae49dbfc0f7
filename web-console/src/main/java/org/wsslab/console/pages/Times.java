package org.wsslab.console.pages;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.regex.Pattern;
import org.wsslab.console.figures.Figures;

/**
 * Times as the pages send them: to the second, in UTC, inside {@code <time class="local-time" datetime="…">}
 * for console.js to show in the reader's own zone (a page cannot know the reader's zone, the browser can).
 */
@Named
@ApplicationScoped
public class Times {

    private static final Pattern SHOWN = Pattern.compile("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC");
    private static final DateTimeFormatter UTC_SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    /** The time for the datetime attribute: ISO, UTC, to the second. */
    public String iso(Instant time) {
        return time == null ? "" : time.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** The time as shown until the browser shows it in its zone (and without a script): "2026-11-24 20:52:31 UTC". */
    public String utc(Instant time) {
        return utcSeconds(time);
    }

    /** {@link #utc}, for code: what a field's value holds where a page or report shows a time. */
    public static String utcSeconds(Instant time) {
        return time == null ? Figures.NONE : UTC_SECONDS.format(time) + " UTC";
    }

    /** Whether a text is a time as {@link #utcSeconds} writes it: a field a page shows in the reader's zone. */
    public boolean isTime(String text) {
        return text != null && SHOWN.matcher(text).matches();
    }

    /** The datetime attribute of a time as {@link #utcSeconds} wrote it, "2026-11-24T20:52:31Z". */
    public String isoOfShown(String text) {
        return isTime(text) ? text.substring(0, 10) + "T" + text.substring(11, 19) + "Z" : "";
    }

    /** The UTC day of a time, "2026-11-24": what a date filter matches. */
    public static String utcDay(Instant time) {
        return time == null ? "" : UTC_SECONDS.format(time).substring(0, 10);
    }
}
