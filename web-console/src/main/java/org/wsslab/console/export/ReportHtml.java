package org.wsslab.console.export;

import java.util.Map;

/** What every offline report writes alike: escaped text, scripts, and chart panels with their exports. */
public final class ReportHtml {

    private ReportHtml() {
    }

    /**
     * A panel per chart (a canvas and its PNG 1×, 2×, 3× and SVG exports, named file-id, of the size charts.js
     * gives every export) and the script that draws them through charts.js, as the console's pages do.
     */
    public static void charts(StringBuilder html, String file, Map<String, String> charts) {
        html.append("<div class=\"charts\">\n");
        for (String id : charts.keySet()) {
            String name = escape(file + "-" + id);
            String chart = "wsslab.charts['" + id + "']";
            html.append("<div class=\"chart-panel\"><div class=\"chart-box\"><canvas id=\"").append(id).append("\"></canvas></div>")
                    .append("<div class=\"exports\">");
            for (int scale = 1; scale <= 3; scale++) {
                String png = name + (scale == 1 ? "" : "@" + scale + "x") + ".png";
                exportButton(html, "wsslab.savePng('" + id + "', " + chart + ", " + scale + ", '" + png + "')", "PNG " + scale + "×");
            }
            exportButton(html, "wsslab.saveSvg('" + id + "', " + chart + ", '" + name + ".svg')", "SVG");
            html.append("</div></div>\n");
        }
        html.append("</div>\n");
    }

    private static void exportButton(StringBuilder html, String onclick, String text) {
        html.append("<button type=\"button\" class=\"export\" onclick=\"").append(onclick).append("\">").append(text).append("</button>");
    }

    /** The script that draws the charts of {@link #charts}; at the end of the body, after their canvases. */
    public static void chartScript(StringBuilder html, Map<String, String> charts) {
        html.append("<script>\nwsslab.charts = {};\n");
        charts.forEach((id, config) -> html.append("wsslab.charts['").append(id).append("'] = wsslab.draw('").append(id)
                .append("', document.getElementById('").append(id).append("'), ").append(script(config)).append(");\n"));
        html.append("</script>\n");
    }

    /** Text for inside a script element: nothing in it may close the element early. */
    static String script(String code) {
        return code.replace("</", "<\\/");
    }

    /** Text and attribute values; written by hand, five characters do not warrant a library. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
