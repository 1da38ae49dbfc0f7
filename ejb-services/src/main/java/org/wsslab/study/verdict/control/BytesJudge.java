package org.wsslab.study.verdict.control;

import org.wsslab.study.entity.ClaimStatistic;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A byte-growth claim: the bytes a mechanism adds to the plain message are a constant, or grow with
 * the payload. Its figure is the share of the payload's growth on the wire (the growth of plain's
 * larger message), from the smallest size to the largest, that the added bytes grow by: about 0 for a
 * constant, a third or more for encrypted content (base64). Bytes on the wire are exact, so the figure
 * has no spread.
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
                "at most " + pct(Tolerances.CONSTANT_BYTES_SHARE) + " of the payload's growth (Tolerances.CONSTANT_BYTES_SHARE)");
        Band linear = new Band(Tolerances.LINEAR_BYTES_SHARE, Band.NONE, false, "growing with the payload",
                "at least " + pct(Tolerances.LINEAR_BYTES_SHARE) + " of the payload's growth (Tolerances.LINEAR_BYTES_SHARE)");
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
                    + " of the payload's growth: the lab cannot tell which");
        }
        return check;
    }

    /**
     * (added bytes at the large size − at the small) ÷ the payload's growth on the wire: plain's larger
     * growth of its two messages, as a response-only payload leaves the request all but the same (a
     * request's few bytes more would make any constant look large); null where unmeasured.
     */
    private Estimate share(String cell, int small, int large) {
        Double addedSmall = added(cell, small);
        Double addedLarge = added(cell, large);
        Double payload = payloadGrowth(small, large);
        if (addedSmall == null || addedLarge == null || payload == null || payload <= 0) {
            return null;
        }
        return Estimate.exact((addedLarge - addedSmall) / payload, "bytes on the wire (the same in every call)");
    }

    private Double payloadGrowth(int small, int large) {
        Double growth = null;
        for (ClaimStatistic message : List.of(ClaimStatistic.REQUEST_BYTES, ClaimStatistic.RESPONSE_BYTES)) {
            Double before = bytes("plain", small, message);
            Double after = bytes("plain", large, message);
            if (before != null && after != null) {
                growth = growth == null ? after - before : Math.max(growth, after - before);
            }
        }
        return growth;
    }

    private Double added(String cell, int size) {
        Double bytes = bytes(cell, size, statistic);
        Double plain = bytes("plain", size, statistic);
        return bytes == null || plain == null ? null : bytes - plain;
    }

    private Double bytes(String cell, int size, ClaimStatistic message) {
        double[] values = measured.units(cell, size, message).values();
        return values.length == 0 ? null : values[0];
    }

    private String figure(String cell, int small, int large) {
        return "the " + statistic.words() + " " + cell + " adds, grown from size " + small + " to " + large
                + ", as a share of the payload's growth (plain's larger message)";
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
