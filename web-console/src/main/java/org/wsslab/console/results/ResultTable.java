package org.wsslab.console.results;

import java.util.List;

/**
 * A mechanism × size table as a reader sees it: one row per mechanism, one formatted cell per size
 * ("–" where there is nothing). The page, the CSV export and the report all print this same table.
 */
public record ResultTable(String title, List<Integer> sizes, List<Row> rows) {

    public record Row(String mechanism, List<String> cells) {
    }
}
