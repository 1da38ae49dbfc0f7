package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
            assertTrue(CatalogPage.open(browser).isCurrent(), "anyone may read the catalog");
            browser.screenshot("08-mechanism-catalog");
        }
    }
}
