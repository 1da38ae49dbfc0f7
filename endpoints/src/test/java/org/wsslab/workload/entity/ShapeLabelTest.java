package org.wsslab.workload.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShapeLabelTest {

    @Test
    void theLabsSizesReadAsAReaderSaysThemAndAnyOtherSizeWithSeparators() {
        assertEquals(List.of("100 B", "1 KB", "10 KB", "100 KB", "1 MB"),
                Shape.BYTES.defaultSizes().stream().map(Shape.BYTES::label).toList());
        assertEquals("1,500 B", Shape.BYTES.label(1_500));
        assertEquals("1,000 B", Shape.BYTES.label(1_000), "1000 is not a binary kilobyte");
        assertEquals("1,025 KB", Shape.BYTES.label(1_025 * 1_024));
        assertEquals("3 MB", Shape.BYTES.label(3 * 1_048_576));
        assertEquals("1 record", Shape.BOOKS.label(1));
        assertEquals("10,000 records", Shape.BOOKS.label(10_000));
    }

    @Test
    void exactLabelsKeepTheNumberWhole() {
        assertEquals("1048576 B", Shape.BYTES.exactLabel(1_048_576));
        assertEquals("10000 records", Shape.BOOKS.exactLabel(10_000));
    }
}
