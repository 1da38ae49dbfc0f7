package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/** The catalog page in a real browser: anyone may read it, signed in or not. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class CatalogPageIT {

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void anonymousVisitorReadsTheCatalog() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
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
}
