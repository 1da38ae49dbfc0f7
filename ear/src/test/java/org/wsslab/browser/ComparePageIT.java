package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.StoredValues.cellKey;
import static org.wsslab.browser.StoredValues.summaryByCell;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/** The compare page in a real browser: runs chosen on the runs page, compared cell by cell, differing environment marked. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ComparePageIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void twoRunsCompareCellByCellWithDifferingEnvironmentMarked() throws Exception {
        String small = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 5, \"warmup\": 1}";
        long first = api.start(small);
        api.awaitEnd(first, Duration.ofMinutes(2));
        long second = api.start(small.replace("\"calls\": 5", "\"calls\": 6"));
        api.awaitEnd(second, Duration.ofMinutes(2));
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            ComparePage page = SignInPage.open(browser).signIn(Caller.VIEWER).compare(first, second);
            browser.screenshot("06-compare-runs");

            Map<String, JsonObject> reference = summaryByCell(api, first);
            Map<String, JsonObject> later = summaryByCell(api, second);
            List<WebElement> deltas = page.deltas();
            assertEquals(reference.size(), deltas.size(), "one delta per cell");
            for (WebElement delta : deltas) {
                double a = LabApi.number(reference.get(cellKey(delta)), "mean_ms");
                double b = LabApi.number(later.get(cellKey(delta)), "mean_ms");
                assertEquals(String.valueOf(second), delta.getDomAttribute("data-run"));
                double shown = Double.parseDouble(delta.getText().replaceAll("%.*", ""));
                assertEquals((b - a) / a * 100, shown, 0.051, "delta of " + cellKey(delta) + ": " + delta.getText());
                assertTrue(delta.getText().matches("[+-]\\d+\\.\\d% \\([+-]\\d+\\.\\d…[+-]\\d+\\.\\d\\)"), delta.getText());
            }
            for (WebElement value : page.values()) {
                Map<String, JsonObject> of = value.getDomAttribute("data-run").equals(String.valueOf(first)) ? reference : later;
                JsonObject row = of.get(cellKey(value));
                assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), value.getText());
                // A value measured on a busy machine is shaded, its reason in the title; the others are not.
                assertEquals(row.getBoolean("noisy"), value.getDomAttribute("class").contains("noisy"), "noise of " + row);
                assertEquals(row.getBoolean("noisy") ? "busy machine: " + row.getString("noise_reason") : "",
                        value.getDomAttribute("title") == null ? "" : value.getDomAttribute("title"));
            }
            assertEquals("same", page.environmentMark("trust_setup"));
            assertEquals("same", page.environmentMark("call order"));
            assertEquals("differs", page.environmentMark("calls per cell"));
            assertEquals("varies", page.environmentMark("bootstrap_seed"));
            assertEquals("same", page.environmentMark("glassfish_version"));

            assertTrue(ComparePage.openRefused(browser, String.valueOf(first)).contains("give 2 to 6 different run ids"));
        }
    }
}
