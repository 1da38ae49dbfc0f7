package org.wsslab.console.export;

import jakarta.servlet.ServletContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * What an offline report embeds instead of linking to: the console's style sheet, Chart.js, the lab's
 * chart additions and canvas2svg (for the SVG exports), read from the console itself so that a report
 * draws and exports its charts exactly as the pages do.
 */
public record ReportAssets(String styleSheet, String chartJs, String chartAdditions, String svgRecorder) {

    public static ReportAssets of(ServletContext console) {
        return new ReportAssets(resource(console, "/resources/wsslab/console.css"), ChartJsSource.read(),
                resource(console, "/resources/wsslab/charts.js"), resource(console, "/resources/vendor/canvas2svg/canvas2svg.js"));
    }

    private static String resource(ServletContext console, String path) {
        try (InputStream in = console.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the console");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The head of a report's page: its title, the style sheet and the scripts. */
    public String head(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"UTF-8\">\n<title>" + ReportHtml.escape(title)
                + "</title>\n<style>\n" + styleSheet + "\n</style>\n"
                + "<script>\n" + ReportHtml.script(chartJs) + "\n</script>\n"
                + "<script>\n" + ReportHtml.script(svgRecorder) + "\n</script>\n"
                + "<script>\n" + ReportHtml.script(chartAdditions) + "\n</script>\n</head>\n";
    }
}
