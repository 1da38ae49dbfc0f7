package org.wsslab.console.results;

import java.util.List;
import org.wsslab.workload.entity.Shape;

/**
 * A mechanism × size table as a reader sees it: one row per mechanism, one formatted cell per size
 * ("–" where there is nothing). The page, the CSV export and the report all print this same table.
 */
public record ResultTable(String title, Shape shape, List<Integer> sizes, List<Row> rows) {

    /** The sizes as headings: "100 B", or "10 records" for a record shape. */
    public List<String> sizeLabels() {
        return sizes.stream().map(shape::label).toList();
    }

    public record Row(String mechanism, List<String> cells) {
    }
}
