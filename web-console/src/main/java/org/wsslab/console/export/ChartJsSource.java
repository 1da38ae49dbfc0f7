package org.wsslab.console.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Chart.js itself, taken from the bundle PrimeFaces serves to the pages, so the offline report draws
 * with the very library the console uses and the lab ships no second copy. The bundle appends date
 * adapters, zoom and PrimeFaces' widget (which needs PrimeFaces); the report takes Chart.js alone.
 */
public final class ChartJsSource {

    private static final String BUNDLE = "META-INF/resources/primefaces/chart/chart.js";
    private static final String NEXT_LIBRARY = "chartjs-adapter-moment";

    private ChartJsSource() {
    }

    public static String read() {
        String bundle;
        try (InputStream in = ChartJsSource.class.getClassLoader().getResourceAsStream(BUNDLE)) {
            if (in == null) {
                throw new IllegalStateException("PrimeFaces' Chart.js bundle " + BUNDLE + " is not on the class path");
            }
            bundle = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int next = bundle.indexOf(NEXT_LIBRARY);
        int end = next < 0 ? -1 : bundle.lastIndexOf(";/*!", next);
        if (!bundle.contains("Chart.js v4") || end < 0) {
            throw new IllegalStateException("PrimeFaces' chart bundle changed its layout: Chart.js v4 followed by "
                    + NEXT_LIBRARY + " was expected in " + BUNDLE);
        }
        return bundle.substring(0, end);
    }
}
