package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsslab.it.support.Poll;

/**
 * What every chart of the console and the reports must be, checked in the browser: as wide as its
 * panel, the same colour for a mechanism wherever it is drawn, its whiskers inside the plot, and
 * exports that are what they say (a PNG of the documented size at its scale, an SVG with one group per dataset). A chart
 * is named by the script that reaches it: {@code PF('rttChart').chart}, {@code wsslab.charts['rttChart']}.
 */
final class ChartChecks {

    private static final Pattern RGB = Pattern.compile("rgba?\\((\\d+),\\s*(\\d+),\\s*(\\d+)");
    private static final Pattern HEX = Pattern.compile("#([0-9a-fA-F]{6})");

    private ChartChecks() {
    }

    private static final String CHARTS = "Array.from(document.querySelectorAll('canvas')).map(c => Chart.getChart(c)).filter(c => c)";

    /** The least height of every chart's plot area, in CSS px, at any width and with any legend (docs/running.md, "A run"). */
    static final int PLOT_MIN = 240;
    /** The size of every export in CSS px, at 1×, 2× and 3× alike (docs/running.md, "Exports"). */
    static final int EXPORT_WIDTH = 1200;
    static final int EXPORT_HEIGHT = 600;

    /** Per chart on the page: its CSS width, and the width inside its panel's padding. */
    /** A chart's CSS width beside the width inside its panel's padding, and which chart it is. */
    record Width(String chart, double width, double panel) {

        boolean fills() {
            return width >= panel - 1 && panel > 100;
        }
    }

    private static List<Width> widths(ConsoleBrowser browser) {
        @SuppressWarnings("unchecked")
        List<List<Object>> widths = (List<List<Object>>) browser.script("return " + CHARTS + ".map(chart => {"
                + " const panel = chart.canvas.closest('.chart-panel'); const style = getComputedStyle(panel);"
                + " return [chart.canvas.id || chart.canvas.parentNode.id, chart.width,"
                + " panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)]; });");
        return widths.stream().map(w -> new Width(String.valueOf(w.get(0)), ((Number) w.get(1)).doubleValue(),
                ((Number) w.get(2)).doubleValue())).toList();
    }

    /**
     * Every chart on the page fills its panel (within a pixel of rounding), once Chart.js has followed
     * its panel (it resizes on a resize observer's callback, a frame later); answers the panels' widths.
     */
    static List<Double> fillTheirPanels(ConsoleBrowser browser, String when) {
        List<Width> filled = Poll.until("every chart fills its panel " + when, Duration.ofSeconds(10), Duration.ofMillis(100),
                () -> widths(browser), all -> !all.isEmpty() && all.stream().allMatch(Width::fills));
        return filled.stream().map(Width::panel).toList();
    }

    // ---- Charts a person can read (ChartsReadIT): room for the plot, every legend entry, ticks across the data, exports.

    /** A chart's plot: its height, how many of its legend's entries lie outside the legend's box (cut off), and which chart. */
    record Plot(String chart, double height, int cutEntries) {

        boolean readable() {
            return height >= PLOT_MIN && cutEntries == 0;
        }
    }

    private static List<Plot> plots(ConsoleBrowser browser) {
        @SuppressWarnings("unchecked")
        List<List<Object>> plots = (List<List<Object>>) browser.script("return " + CHARTS + ".map(chart => {"
                + " const legend = chart.legend, area = chart.chartArea;"
                + " const cut = legend && legend.options.display ? legend.legendHitBoxes.filter(b => b.top + b.height > legend.bottom + 1"
                + "   || b.left + b.width > legend.right + 1).length : 0;"
                + " return [chart.canvas.id || chart.canvas.parentNode.id, area.bottom - area.top, cut]; });");
        return plots.stream()
                .map(p -> new Plot(String.valueOf(p.get(0)), ((Number) p.get(1)).doubleValue(), ((Number) p.get(2)).intValue()))
                .toList();
    }

    /**
     * Every chart on the page keeps a plot area at least {@link #PLOT_MIN} tall and shows every entry of its
     * legend, once the charts have followed the window (a resize observer's callback, a frame or two later).
     */
    static List<Plot> keepTheirPlots(ConsoleBrowser browser, int charts, String when) {
        return Poll.until(charts + " charts keep a plot of " + PLOT_MIN + " px and their whole legend " + when, Duration.ofSeconds(15),
                Duration.ofMillis(200), () -> plots(browser), all -> all.size() >= charts && all.stream().allMatch(Plot::readable));
    }

    /** A log axis' highest labelled tick beside the largest value it plots (whiskers included), and which chart and axis. */
    record LogTop(String axis, double labelledTop, double largest) {
    }

    /** Every logarithmic axis of every chart on the page (none left out because its data is hidden). */
    static List<LogTop> logAxes(ConsoleBrowser browser) {
        @SuppressWarnings("unchecked")
        List<List<Object>> axes = (List<List<Object>>) browser.script("return " + CHARTS + ".flatMap(chart =>"
                + " Object.values(chart.scales).filter(s => s.type === 'logarithmic').map(scale => {"
                + "  const across = scale.axis === 'x';"
                + "  const values = chart.data.datasets.flatMap(d => (d.data || []).map(p => p !== null && typeof p === 'object'"
                + "    ? (across ? p.x : p.y) : (across ? null : p)).concat(((across ? d.xIntervals : d.intervals) || []).flat()))"
                + "    .filter(v => typeof v === 'number' && v > 0);"
                + "  const labelled = scale.ticks.filter(t => t.label !== '' && t.label !== null && t.label !== undefined)"
                + "    .map(t => t.value);"
                + "  return [(chart.canvas.id || chart.canvas.parentNode.id) + ' ' + scale.id, Math.max(0, ...labelled),"
                + "    Math.max(0, ...values)]; }));");
        return axes.stream().map(a -> new LogTop(String.valueOf(a.get(0)), ((Number) a.get(1)).doubleValue(),
                ((Number) a.get(2)).doubleValue())).toList();
    }

    /** A chart's PNG export at scale×, as wsslab.png makes it for the buttons, decoded. */
    static BufferedImage png(ConsoleBrowser browser, String widget, int scale) throws IOException {
        String url = (String) browser.script("return wsslab.png(PF('" + widget + "').id, PF('" + widget + "').chart, " + scale + ");");
        assertTrue(url.startsWith("data:image/png;base64,"), "a PNG data URL: " + url.substring(0, Math.min(40, url.length())));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(url.substring(url.indexOf(',') + 1))));
        assertNotNull(image, "the PNG export decodes");
        return image;
    }

    /** A chart's SVG export, as wsslab.svg makes it for the button. */
    static String svg(ConsoleBrowser browser, String widget) {
        return (String) browser.script("return wsslab.svg(PF('" + widget + "').id, PF('" + widget + "').chart);");
    }

    /** How many pixels of an image are exactly this colour ("#rrggbb"). */
    static int pixelsOf(BufferedImage image, String colour) {
        int rgb = Integer.parseInt(colour.substring(1), 16);
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                count += (image.getRGB(x, y) & 0xffffff) == rgb ? 1 : 0;
            }
        }
        return count;
    }

    /** Hides a dataset as a reader does: a click on its entry in the chart's legend. */
    static void hideInLegend(ConsoleBrowser browser, String widget, String label) {
        String chart = "PF('" + widget + "').chart";
        browser.script("(" + chart + ").canvas.scrollIntoView({block: 'center'});");
        @SuppressWarnings("unchecked")
        List<Number> at = (List<Number>) browser
                .script("const c = " + chart + ", i = c.legend.legendItems.findIndex(l => l.text === arguments[0]);"
                        + " const b = c.legend.legendHitBoxes[i]; return [b.left + b.width / 2 - c.canvas.clientWidth / 2,"
                        + " b.top + b.height / 2 - c.canvas.clientHeight / 2];", label);
        WebElement canvas = (WebElement) browser.script("return (" + chart + ").canvas;");
        new Actions(browser.driver()).moveToElement(canvas, at.get(0).intValue(), at.get(1).intValue()).click().perform();
        Poll.until(label + " hidden in " + widget + "'s legend", Duration.ofSeconds(10), Duration.ofMillis(100),
                () -> browser.script(
                        "const c = " + chart + "; return c.isDatasetVisible(c.data.datasets.findIndex(d => d.label === arguments[0]));",
                        label),
                Boolean.FALSE::equals);
    }

    /** Each dataset's colour (its border), by label, normalised to "#rrggbb". */
    static Map<String, String> colours(ConsoleBrowser browser, String chart) {
        @SuppressWarnings("unchecked")
        List<List<String>> pairs = (List<List<String>>) browser
                .script("return (" + chart + ").data.datasets.map(d => [d.label, d.borderColor]);");
        Map<String, String> colours = new LinkedHashMap<>();
        pairs.forEach(pair -> colours.put(pair.get(0), hex(pair.get(1))));
        return colours;
    }

    /** The value axis' top and bottom against the highest and lowest end of any whisker: whiskers inside the plot. */
    static void intervalsInsidePlot(ConsoleBrowser browser, String chart) {
        @SuppressWarnings("unchecked")
        List<Number> ends = (List<Number>) browser.script("const c = " + chart
                + "; const ends = c.data.datasets.flatMap(d => d.intervals || [])"
                + ".flat().filter(v => v !== null); return [c.scales.y.min, c.scales.y.max, Math.min(...ends), Math.max(...ends)];");
        assertTrue(ends.get(1).doubleValue() >= ends.get(3).doubleValue(),
                "y axis max " + ends.get(1) + " reaches the highest whisker " + ends.get(3));
        assertTrue(ends.get(0).doubleValue() <= ends.get(2).doubleValue(),
                "y axis min " + ends.get(0) + " reaches the lowest whisker " + ends.get(2));
    }

    /** A PNG export: an image of the documented size (EXPORT_WIDTH × EXPORT_HEIGHT CSS px) at scale×, whatever the window. */
    static void isPngAt(Path png, int scale) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "the PNG export is an image");
        assertEquals(scale * EXPORT_WIDTH, image.getWidth(), "PNG width at " + scale + "×");
        assertEquals(scale * EXPORT_HEIGHT, image.getHeight(), "PNG height at " + scale + "×");
    }

    /**
     * An SVG export parses, holds one group of marks per dataset (named by its label), and each
     * group is drawn in its dataset's colour.
     */
    static void isSvgOf(Path svg, Map<String, String> colours) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        Document document = factory.newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", document.getDocumentElement().getLocalName());
        NodeList groups = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        List<Element> datasets = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if ("dataset".equals(group.getAttribute("class"))) {
                datasets.add(group);
            }
        }
        // Chart.js draws the last dataset first (the first lies on top): compare without order.
        assertEquals(colours.keySet().stream().sorted().toList(),
                datasets.stream().map(g -> g.getAttribute("data-label")).sorted().toList(),
                "one group of marks per dataset");
        for (Element group : datasets) {
            String colour = colours.get(group.getAttribute("data-label"));
            assertTrue(paints(group).contains(colour), group.getAttribute("data-label") + " is drawn in " + colour + ": " + paints(group));
        }
    }

    private static List<String> paints(Element group) {
        List<String> paints = new ArrayList<>();
        NodeList all = group.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element mark = (Element) all.item(i);
            for (String attribute : List.of("stroke", "fill")) {
                if (!mark.getAttribute(attribute).isEmpty() && !mark.getAttribute(attribute).equals("none")) {
                    paints.add(hex(mark.getAttribute(attribute)));
                }
            }
        }
        return paints;
    }

    /** "#1f77b4", "#1f77b499" or "rgb(31,119,180)" as "#1f77b4". */
    static String hex(String colour) {
        Matcher rgb = RGB.matcher(colour);
        if (rgb.find()) {
            return String.format("#%02x%02x%02x", Integer.parseInt(rgb.group(1)), Integer.parseInt(rgb.group(2)),
                    Integer.parseInt(rgb.group(3)));
        }
        Matcher hex = HEX.matcher(colour);
        if (hex.find()) {
            return "#" + hex.group(1).toLowerCase(Locale.ROOT);
        }
        return colour;
    }
}
