package org.wsslab.console.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;

/** Every mechanism of the catalog has a colour of its own: a chart of all of them tells each line apart. */
class ChartColoursTest {

    @Test
    void noTwoMechanismsShareAColour() {
        assertEquals(Mechanism.values().length, Arrays.stream(Mechanism.values()).map(ChartColours::of).distinct().count(),
                "a mechanism added to the catalog needs a colour added to ChartColours");
    }
}
