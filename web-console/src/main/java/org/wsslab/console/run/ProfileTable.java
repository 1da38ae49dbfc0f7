package org.wsslab.console.run;

import java.util.List;
import java.util.Locale;
import org.wsslab.console.figures.Figures;
import org.wsslab.profile.entity.FrameCount;
import org.wsslab.profile.entity.GroupCount;
import org.wsslab.profile.entity.Profile;

/**
 * A profile as a reader sees it: one row per group (samples, share of all samples, the calling
 * thread's and the others'), each with its top frames. The run page, the CSV export and the report
 * print this same table.
 */
public record ProfileTable(Profile profile, List<Row> rows) {

    public record Row(String group, String label, long samples, String share, long clientSamples, long otherSamples,
            List<FrameCount> frames) {
    }

    public static ProfileTable of(Profile profile) {
        long total = profile.samples();
        List<Row> rows = profile.groups().stream().map(g -> new Row(g.group().id(), g.group().label(), g.samples(),
                share(g, total), g.clientSamples(), g.otherSamples(), profile.frames(g.group()))).toList();
        return new ProfileTable(profile, rows);
    }

    private static String share(GroupCount group, long total) {
        return total == 0 ? Figures.NONE : String.format(Locale.ROOT, "%.1f%%", 100.0 * group.samples() / total);
    }

    /** "Profile 3: mutual-certificates at 1048576 B" */
    public String title() {
        return "Profile " + profile.id() + ": " + profile.endpoint().id() + " at " + profile.size() + " B";
    }

    /** What was recorded, or why nothing was. */
    public String summary() {
        return switch (profile.status()) {
            case RECORDING -> "Recording: " + profile.warmupCalls() + " warm-up calls, then " + profile.seconds() + " s of calls…";
            case FAILED -> "Failed: " + profile.problem();
            case COMPLETED -> profile.calls() + " calls in " + profile.seconds() + " s after " + recording();
            // Shorter than asked, so it says so before its figures; record the cell again for the whole.
            case INTERRUPTED -> "Interrupted: " + profile.problem() + (profile.recorded()
                    ? "; " + profile.calls() + " calls of the " + profile.seconds() + " s asked, after " + recording() : "");
        };
    }

    private String recording() {
        return profile.warmupCalls() + " warm-up calls" + (profile.failedCalls() > 0 ? " (" + profile.failedCalls() + " failed)" : "")
                + "; " + profile.samples() + " samples of Java code, every " + profile.periodMillis() + " ms on each thread; "
                + "the collectors took " + profile.gcMillis() + " ms meanwhile (not sampled)";
    }

    /** Whether there are samples to show: COMPLETED, or INTERRUPTED with the samples of the calls made until then. */
    public boolean recorded() {
        return profile.recorded();
    }
}
