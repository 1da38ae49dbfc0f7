package org.wsslab.console.charts;

import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/**
 * The one colour of each mechanism in every chart (console, exports, reports, comparisons): by its
 * place in the catalog, so it never depends on which mechanisms a chart happens to show. An endpoint
 * under a suite other than the catalog's has its mechanism's colour, dashed and lighter.
 */
public final class ChartColours {

    /**
     * plain first (neutral grey), then colours far apart in hue and lightness, in the catalog's order: one
     * for each mechanism (22) and a few to spare, so no two mechanisms of one chart share a colour.
     */
    private static final List<String> MECHANISMS = List.of("#4b5563", "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728",
            "#9467bd", "#8c564b", "#e377c2", "#bcbd22", "#17becf", "#393b79", "#ad494a", "#637939", "#8c6d31", "#7b4173",
            "#3182bd", "#e6550d", "#31a354", "#843c39", "#9e9ac8", "#fd8d3c", "#74c476", "#e7969c", "#6baed6");

    /** The parts of stacked and paired bars (client, server, transport; request, response …), in order. */
    private static final List<String> PARTS = List.of("#4e79a7", "#f28e2b", "#76b7b2", "#e15759", "#59a14f", "#b07aa1");

    private ChartColours() {
    }

    public static String of(Mechanism mechanism) {
        return MECHANISMS.get(mechanism.ordinal() % MECHANISMS.size());
    }

    public static String of(Endpoint endpoint) {
        return of(endpoint.mechanism());
    }

    /** Whether an endpoint is drawn as a variant of its mechanism (dashed, lighter). */
    public static boolean variant(Endpoint endpoint) {
        return !endpoint.isCatalogSuite();
    }

    public static String part(int index) {
        return PARTS.get(index % PARTS.size());
    }
}
