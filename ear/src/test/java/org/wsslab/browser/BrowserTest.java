package org.wsslab.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;
import org.openqa.selenium.WebDriverException;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * What every browser test shares: the lab deployed and driven from outside, and one headless Chromium
 * for the whole class (a start costs seconds on a busy machine, and a class has up to eight tests),
 * put back before each test to a browser just started: signed out, at 1440×900, in the host's time
 * zone, with no downloads. A test that needs a second browser (the offline one) starts its own.
 * A failed test leaves a screenshot of where the browser was, beside the server log's end.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class, BrowserTest.ScreenshotOnFailure.class})
@RunAsClient
abstract class BrowserTest {

    /** The class's browser. Static, as JUnit's @BeforeAll is; Failsafe runs one class at a time. */
    static ConsoleBrowser browser;

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @BeforeAll
    static void startBrowser() throws IOException {
        browser = new ConsoleBrowser();
    }

    @BeforeEach
    void resetBrowser() throws IOException {
        browser.reset();
    }

    @AfterAll
    static void closeBrowser() throws IOException {
        if (browser != null) {
            browser.close();
            browser = null;
        }
    }

    /** Saves the page a test failed on under target/screenshots (run after its @AfterEach, before @AfterAll closes the browser). */
    static final class ScreenshotOnFailure implements TestWatcher {

        @Override
        public void testFailed(ExtensionContext context, Throwable cause) {
            if (browser == null) {
                return;
            }
            String name = "failed-" + context.getRequiredTestClass().getSimpleName() + "-" + context.getRequiredTestMethod().getName();
            try {
                System.err.println(context.getDisplayName() + " failed on the page saved as " + browser.screenshot(name));
            } catch (IOException | UncheckedIOException | WebDriverException e) {
                // A browser that is itself the failure (crashed, hung) has no page to show: the failure stays the test's.
                System.err.println("no screenshot of " + context.getDisplayName() + ": " + e);
            }
        }
    }
}
