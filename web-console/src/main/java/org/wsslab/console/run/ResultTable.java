package org.wsslab.console.run;

import java.util.List;
import org.wsslab.workload.entity.Shape;

/**
 * A mechanism × size table as a reader sees it: one row per mechanism, one formatted cell per size
 * ("–" where there is nothing). The page, the CSV export and the report all print this same table.
 */
public record ResultTable(String title, Shape shape, List<Integer> sizes, List<Row> rows) {

    /** The sizes as a reader's headings: "100 B", "1 KB", or "10 records" for a record shape. */
    public List<String> sizeLabels() {
        return sizes.stream().map(shape::label).toList();
    }

    /** The sizes as a program reads them: "1024 B", "10 records" (the CSV's header). */
    public List<String> exactSizeLabels() {
        return sizes.stream().map(shape::exactLabel).toList();
    }

    public record Row(String mechanism, List<String> cells) {
    }
}
