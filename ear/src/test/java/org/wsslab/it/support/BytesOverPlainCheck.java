package org.wsslab.it.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * GET /runs/{id}/bytes-over-plain read against the bytes a test has from elsewhere (a fixed run's
 * summary, a growth run's wire points): each row's bytes, plain's and the difference, and each
 * mechanism's fitted line worked out again from the textbook least-squares sums. One check for the
 * ITs of fixed and growth runs alike.
 */
public final class BytesOverPlainCheck {

    private BytesOverPlainCheck() {
    }

    /**
     * Asserts every row and fit of {@code answer} against {@code bytes} (request + response by
     * "mechanism@size", plain's among them) at {@code sizes}; answers each mechanism's line, {intercept, slope}.
     */
    public static Map<String, double[]> assertRowsAndFits(JsonObject answer, Map<String, Long> bytes, List<Integer> sizes) {
        for (JsonObject cell : answer.getJsonArray("cells").getValuesAs(JsonObject.class)) {
            String key = cell.getString("mechanism") + "@" + cell.getInt("size");
            long plain = bytes.get("plain@" + cell.getInt("size"));
            assertEquals((long) bytes.get(key), cell.getJsonNumber("bytes").longValue(), key);
            assertEquals(plain, cell.getJsonNumber("plain_bytes").longValue(), key);
            assertEquals(bytes.get(key) - plain, cell.getJsonNumber("bytes_over_plain").longValue(), key);
            assertEquals((double) bytes.get(key) / plain, cell.getJsonNumber("times_plain").doubleValue(), 1e-12, key);
        }
        Map<String, double[]> lines = new HashMap<>();
        for (JsonObject fit : answer.getJsonArray("fits").getValuesAs(JsonObject.class)) {
            String mechanism = fit.getString("mechanism");
            double[] expected = line(sizes.stream().mapToDouble(Integer::doubleValue).toArray(),
                    sizes.stream().mapToDouble(size -> bytes.get(mechanism + "@" + size) - bytes.get("plain@" + size)).toArray());
            assertEquals(sizes.size(), fit.getInt("sizes"), fit.toString());
            assertEquals(expected[0], fit.getJsonNumber("constant_bytes").doubleValue(), 1e-6, mechanism);
            assertEquals(expected[1], fit.getJsonNumber("bytes_per_size_unit").doubleValue(), 1e-9, mechanism);
            lines.put(mechanism, expected);
        }
        return lines;
    }

    /** The least-squares line through the points, written out again from the textbook sums: {intercept, slope}. */
    public static double[] line(double[] x, double[] y) {
        double n = x.length;
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < x.length; i++) {
            sx += x[i];
            sy += y[i];
            sxx += x[i] * x[i];
            sxy += x[i] * y[i];
        }
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        return new double[]{(sy - slope * sx) / n, slope};
    }
}
