package org.wsslab.study.verdict.control;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A byte-growth claim: the bytes a mechanism adds to the plain message are a constant, or grow with
 * the payload. Its figure is the share of the plain message's growth, from the smallest size to the
 * largest, that the added bytes grow by: about 0 for a constant, a third or more for encrypted content
 * (base64). Bytes on the wire are exact, so the figure has no spread.
 */
final class BytesJudge {

    private final JsonObject claim;
    private final Measurements measured;
    private final ClaimStatistic statistic;

    BytesJudge(JsonObject claim, Measurements measured, ClaimStatistic statistic) {
        this.claim = claim;
        this.measured = measured;
        this.statistic = statistic;
    }

    List<Check> checks(List<Integer> sizes) {
        int small = sizes.stream().mapToInt(Integer::intValue).min().orElse(0);
        int large = sizes.stream().mapToInt(Integer::intValue).max().orElse(0);
        List<Check> checks = new ArrayList<>();
        Band constant = new Band(-Tolerances.CONSTANT_BYTES_SHARE, Tolerances.CONSTANT_BYTES_SHARE, false, "a constant",
                "at most " + pct(Tolerances.CONSTANT_BYTES_SHARE) + " of the plain message's growth (Tolerances.CONSTANT_BYTES_SHARE)");
        Band linear = new Band(Tolerances.LINEAR_BYTES_SHARE, Band.NONE, false, "growing with the payload",
                "at least " + pct(Tolerances.LINEAR_BYTES_SHARE) + " of the plain message's growth (Tolerances.LINEAR_BYTES_SHARE)");
        for (String cell : strings("constant")) {
            checks.add(between(constant.check(figure(cell, small, large), share(cell, small, large), List.of())));
        }
        for (String cell : strings("linear")) {
            checks.add(between(linear.check(figure(cell, small, large), share(cell, small, large), List.of())));
        }
        return checks;
    }

    /** A share between a constant's and a growing one's is neither: the lab cannot tell, where the bands alone would say it differs. */
    private static Check between(Check check) {
        Estimate share = check.measured();
        if (check.verdict() == Verdict.DIFFERS && share.value() > Tolerances.CONSTANT_BYTES_SHARE
                && share.value() < Tolerances.LINEAR_BYTES_SHARE) {
            return new Check(check.figure(), share, check.published(), check.tolerance(), Verdict.INCONCLUSIVE, "between a constant's "
                    + pct(Tolerances.CONSTANT_BYTES_SHARE) + " and a growing one's " + pct(Tolerances.LINEAR_BYTES_SHARE)
                    + " of the plain message's growth: the lab cannot tell which");
        }
        return check;
    }

    /** (added bytes at the large size − at the small) ÷ (plain's bytes at the large size − at the small); null where unmeasured. */
    private Estimate share(String cell, int small, int large) {
        Double addedSmall = added(cell, small);
        Double addedLarge = added(cell, large);
        Double plainSmall = bytes("plain", small);
        Double plainLarge = bytes("plain", large);
        if (addedSmall == null || addedLarge == null || plainSmall == null || plainLarge == null || plainLarge.equals(plainSmall)) {
            return null;
        }
        return Estimate.exact((addedLarge - addedSmall) / (plainLarge - plainSmall), "bytes on the wire (the same in every call)");
    }

    private Double added(String cell, int size) {
        Double bytes = bytes(cell, size);
        Double plain = bytes("plain", size);
        return bytes == null || plain == null ? null : bytes - plain;
    }

    private Double bytes(String cell, int size) {
        double[] values = measured.units(cell, size, statistic).values();
        return values.length == 0 ? null : values[0];
    }

    private String figure(String cell, int small, int large) {
        return "the " + statistic.words() + " " + cell + " adds, grown from size " + small + " to " + large
                + ", as a share of the plain message's growth";
    }

    private List<String> strings(String field) {
        return claim.containsKey(field)
                ? claim.getJsonArray(field).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList()
                : List.of();
    }

    private static String pct(double share) {
        return Tolerances.fmt(share * 100) + "%";
    }
}
