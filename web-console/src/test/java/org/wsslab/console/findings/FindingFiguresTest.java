package org.wsslab.console.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import org.junit.jupiter.api.Test;
import org.wsslab.study.verdict.entity.Estimate;

class FindingFiguresTest {

    @Test
    void aFigureIsTheApisNumberWrittenOutInFull() {
        assertEquals("3.142", FindingFigures.number(3.14159));
        assertEquals("12", FindingFigures.number(12.0), "no trailing zeros");
        assertEquals("12350", FindingFigures.number(12_345.6), "four significant figures, no exponent");
        assertEquals("0.0001235", FindingFigures.number(0.000123456));
        assertEquals("\u22121.5", FindingFigures.number(-1.5), "a real minus sign");
        assertEquals("0", FindingFigures.number(0));
    }

    @Test
    void thePageWritesTheNumberTheApiGives() {
        // What the browser test does with the API's JSON: the page's text must be this for every figure.
        for (double value : new double[]{3.14159, 12.0, 12_345.6, 0.000123456, 1.0 / 3, 2.5e7, 0.99996}) {
            double given = Json.createObjectBuilder().add("measured", FindingFigures.round(value)).build().getJsonNumber("measured")
                    .doubleValue();
            assertEquals(java.math.BigDecimal.valueOf(given).stripTrailingZeros().toPlainString(), FindingFigures.number(value),
                    "value " + value);
        }
    }

    @Test
    void anIntervalIsWrittenAsTheConsoleWritesOneOrSaysThereIsNone() {
        assertEquals("[2.9, 3.4]", FindingFigures.interval(new Estimate(3.1, 2.9, 3.4, 10, "10 paired rounds")));
        assertEquals(FindingFigures.NO_INTERVAL, FindingFigures.interval(Estimate.single(3.1, "one run in blocks")));
        assertEquals(FindingFigures.NOT_MEASURED, FindingFigures.interval(null));
        assertEquals("3.1 [2.9, 3.4]", FindingFigures.measured(new Estimate(3.1, 2.9, 3.4, 10, "10 paired rounds")));
        assertEquals("3.1 (no interval that survives a rerun)", FindingFigures.measured(Estimate.single(3.1, "one run")));
        assertEquals("512 [512, 512]", FindingFigures.measured(Estimate.exact(512, "bytes on the wire")), "an exact figure");
        assertEquals("not measured", FindingFigures.measured(null));
    }
}
