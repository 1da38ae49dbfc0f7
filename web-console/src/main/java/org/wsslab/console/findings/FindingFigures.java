package org.wsslab.console.findings;

import java.math.BigDecimal;
import java.math.MathContext;
import org.wsslab.console.figures.Figures;
import org.wsslab.study.verdict.entity.Estimate;

/**
 * How a verdict's figures are written: to four significant figures, in the API (FindingJson) as on the
 * pages and in the report, so that a page shows the number the API gives. A ratio's noise is far above
 * the fourth figure, and a reader compares them as they are, without a unit the figure does not carry
 * (a ratio, a call number, a share: the check's own words say which).
 */
public final class FindingFigures {

    /** What a page says where a check has a figure but no interval that survives a rerun (one run, not paired). */
    public static final String NO_INTERVAL = "no interval that survives a rerun";

    /** What a page says where the runs read do not measure a check's figure. */
    public static final String NOT_MEASURED = "not measured";

    private FindingFigures() {
    }

    /** Four significant figures: the API's number. */
    public static double round(double value) {
        if (value == 0 || !Double.isFinite(value)) {
            return value;
        }
        return new BigDecimal(value).round(new MathContext(4)).doubleValue();
    }

    /**
     * The API's number as a page writes it: in full, without an exponent or trailing zeros ("1.25",
     * "12340", "0.0001234"), a real minus sign for a negative one.
     */
    public static String number(double value) {
        double rounded = round(value);
        if (!Double.isFinite(rounded)) {
            return String.valueOf(rounded);
        }
        String plain = BigDecimal.valueOf(rounded).stripTrailingZeros().toPlainString();
        return plain.startsWith("-") ? "−" + plain.substring(1) : plain;
    }

    /** The estimate's interval, "[1.1, 1.35]"; {@link #NO_INTERVAL} where it has none; {@link #NOT_MEASURED} for null. */
    public static String interval(Estimate measured) {
        if (measured == null) {
            return NOT_MEASURED;
        }
        return measured.hasInterval() ? Figures.interval(number(measured.low()), number(measured.high())) : NO_INTERVAL;
    }

    /** The figure with its interval as one reading, "1.2 [1.1, 1.35]" or "1.2 (no interval …)"; {@link #NOT_MEASURED} for null. */
    public static String measured(Estimate measured) {
        if (measured == null) {
            return NOT_MEASURED;
        }
        return number(measured.value()) + (measured.hasInterval() ? " " + interval(measured) : " (" + NO_INTERVAL + ")");
    }
}
