package org.wsslab.console.run;

import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.function.Function;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.Side;
import org.wsslab.workload.entity.Workload;

/**
 * A pair's thresholds as the run page says them: "At 1 KB a costs about as much as b; from 10 KB a costs
 * more than b: its interval leaves the band of about the same at about 7,131 bytes." None found says
 * which side every size is on, if one.
 */
public record ThresholdWords(String cost, String bytes) {

    static ThresholdWords of(PairThreshold pair, Workload workload) {
        String a = pair.a().id();
        String b = pair.b().id();
        Function<Side, String> costs = side -> a + " costs " + switch (side) {
            case LOWER -> "less than ";
            case SAME -> "about as much as ";
            case HIGHER -> "more than ";
        } + b;
        Function<Side, String> puts = side -> a + " puts " + switch (side) {
            case LOWER -> "fewer bytes than ";
            case SAME -> "as many bytes as ";
            case HIGHER -> "more bytes than ";
        } + b + " on the wire";
        return new ThresholdWords(
                sentence(pair.cost(), pair.sizes().stream().map(PairThreshold.SizeRow::side), costs, workload,
                        "its interval leaves the band of about the same"),
                sentence(pair.bytes(), pair.sizes().stream().map(r -> r.bytesDifference() == null ? null
                        : Side.of(r.bytesDifference(), r.bytesDifference(), 0, 0)), puts, workload, "the difference crosses nought"));
    }

    private static String sentence(Threshold threshold, Stream<Side> sides, Function<Side, String> relation,
            Workload workload, String crossing) {
        if (threshold == null) {
            var seen = sides.filter(Objects::nonNull).distinct().toList();
            return seen.size() == 1 ? "No threshold: at every size " + relation.apply(seen.get(0)) + "."
                    : "No threshold between the run's sizes.";
        }
        return "At " + workload.label(threshold.below()) + " " + relation.apply(threshold.from()) + "; from "
                + workload.label(threshold.above()) + " " + relation.apply(threshold.to()) + ": " + crossing + " at about "
                + String.format(Locale.ROOT, "%,.0f %s", threshold.size(), workload.shape().unit()) + ".";
    }
}
