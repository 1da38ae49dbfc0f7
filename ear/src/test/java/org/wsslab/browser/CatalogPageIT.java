package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The catalog page in a real browser: anyone may read it, signed in or not. */
class CatalogPageIT extends BrowserTest {

    @Test
    void anonymousVisitorReadsTheCatalog() throws Exception {
        CatalogPage page = CatalogPage.open(browser);
        assertTrue(page.isCurrent(), "anyone may read the catalog");
        assertEquals(List.of("Basic256", "TripleDes", "TripleDesRsa15", "Basic256Sha256"), page.otherSuites("mutual-certificates"),
                "each other suite is an endpoint of its own, available");
        assertEquals(List.of("Basic256", "TripleDes (unavailable)", "TripleDesRsa15 (unavailable)", "Basic256Sha256"),
                page.otherSuites("sts-issued-token"), "what Metro cannot do is shown, not offered");
        assertEquals(List.of(), page.otherSuites("transport-ssl"), "TLS's suite is TLS's business");
        browser.screenshot("08-mechanism-catalog");
    }
}
