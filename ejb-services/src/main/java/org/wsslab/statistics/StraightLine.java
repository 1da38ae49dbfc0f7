package org.wsslab.statistics;

import java.util.Optional;

/**
 * The least-squares straight line {@code y = intercept + slope · x} through points, e.g. the bytes a
 * mechanism adds over plain against the payload's size: the intercept is what it adds whatever the
 * payload (a signature's fixed parts), the slope what it adds per payload byte (encryption's base64).
 *
 * <p>Written out rather than taken from a library: commons-statistics (in the build) has no regression,
 * and commons-math's {@code SimpleRegression} is not in the build; the closed form is a few lines.
 */
public record StraightLine(double intercept, double slope) {

    /**
     * The line minimising the squared vertical distances, or empty with fewer than two distinct x (no
     * slope to fit). Centred sums, so sizes of megabytes lose no precision to cancellation.
     */
    public static Optional<StraightLine> fit(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException(x.length + " x against " + y.length + " y");
        }
        int n = x.length;
        if (n < 2) {
            return Optional.empty();
        }
        double meanX = 0;
        double meanY = 0;
        for (int i = 0; i < n; i++) {
            meanX += x[i] / n;
            meanY += y[i] / n;
        }
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (x[i] - meanX) * (x[i] - meanX);
            sxy += (x[i] - meanX) * (y[i] - meanY);
        }
        if (sxx == 0) {
            return Optional.empty();
        }
        double slope = sxy / sxx;
        return Optional.of(new StraightLine(meanY - slope * meanX, slope));
    }

    /** The line's y at x. */
    public double at(double x) {
        return intercept + slope * x;
    }
}
