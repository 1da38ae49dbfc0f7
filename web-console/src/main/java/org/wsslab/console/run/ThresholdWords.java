package org.wsslab.console.run;

import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.Side;
import org.wsslab.workload.entity.Workload;

/**
 * A pair's thresholds as the run page says them: "At 1 KB a costs about as much as b; from 10 KB a costs
 * more than b: its interval leaves the band of about the same at about 7,131 bytes." None found says
 * which side every size is on, if one. Along a growth series the same, of windows: "In the window
 * centred on 5.5 KB a costs about as much as b; from the window centred on 15.5 KB …".
 */
public record ThresholdWords(String cost, String bytes) {

    /** Where a run's sizes place it. */
    private static final Places SIZES = new Places("At ", "from ", "at every size ", "No threshold between the run's sizes.");
    /** Where a growth series' windows place it. */
    private static final Places WINDOWS = new Places("In the window centred on ", "from the window centred on ", "in every window ",
            "No threshold along the series.");

    /** Where the sizes a growth series' wire was probed at place it. */
    private static final Places PROBES = new Places("At ", "from ", "at every probed size ", "No threshold between the probed sizes.");

    /** How a sentence names the two places a threshold lies between, every place, and none found. */
    private record Places(String first, String then, String every, String none) {
    }

    static ThresholdWords of(PairThreshold pair, Workload workload) {
        return new ThresholdWords(
                sentence(pair.cost(), pair.sizes().stream().map(PairThreshold.SizeRow::side), costs(pair.a().id(), pair.b().id()),
                        workload, "its interval leaves the band of about the same", SIZES),
                sentence(pair.bytes(), pair.sizes().stream().map(r -> r.bytesDifference() == null ? null
                        : Side.of(r.bytesDifference(), r.bytesDifference(), 0, 0)), puts(pair.a().id(), pair.b().id()), workload,
                        "the difference crosses nought", SIZES));
    }

    /** Along a growth series: the cost between windows, the bytes between the sizes its wire was probed at. */
    static ThresholdWords of(GrowthPairThreshold pair, Workload workload) {
        String cost = sentence(pair.cost().cost(), pair.cost().windows().stream().map(GrowthThreshold.Window::side),
                costs(pair.a().id(), pair.b().id()), workload, "its interval leaves the band of about the same", WINDOWS);
        String bytes = pair.bytesDifferences().isEmpty()
                ? "None: this run has no wire sizes along its series (a growth run stored before they were probed)."
                : sentence(pair.bytes(), pair.bytesDifferences().stream().map(at -> Side.of(at.low(), at.high(), 0, 0)),
                        puts(pair.a().id(), pair.b().id()), workload, "the difference crosses nought", PROBES);
        return new ThresholdWords(cost, bytes);
    }

    private static Function<Side, String> costs(String a, String b) {
        return side -> a + " costs " + switch (side) {
            case LOWER -> "less than ";
            case SAME -> "about as much as ";
            case HIGHER -> "more than ";
        } + b;
    }

    private static Function<Side, String> puts(String a, String b) {
        return side -> a + " puts " + switch (side) {
            case LOWER -> "fewer bytes than ";
            case SAME -> "as many bytes as ";
            case HIGHER -> "more bytes than ";
        } + b + " on the wire";
    }

    private static String sentence(Threshold threshold, Stream<Side> sides, Function<Side, String> relation, Workload workload,
            String crossing, Places places) {
        if (threshold == null) {
            var seen = sides.filter(Objects::nonNull).distinct().toList();
            return seen.size() == 1 ? "No threshold: " + places.every() + relation.apply(seen.get(0)) + "." : places.none();
        }
        return places.first() + workload.label(threshold.below()) + " " + relation.apply(threshold.from()) + "; " + places.then()
                + workload.label(threshold.above()) + " " + relation.apply(threshold.to()) + ": " + crossing + " at about "
                + String.format(Locale.ROOT, "%,.0f %s", threshold.size(), workload.shape().unit()) + ".";
    }
}
