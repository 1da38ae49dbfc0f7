package org.wsslab.browser;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;

/** index.xhtml: the mechanism catalog, open to anyone. */
final class CatalogPage {

    private final ConsoleBrowser browser;

    private CatalogPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static CatalogPage open(ConsoleBrowser browser) {
        browser.open("index.xhtml");
        browser.waitFor(Duration.ofSeconds(20), By.id("mechanisms"));
        return new CatalogPage(browser);
    }

    /** The other suites the mechanism's row links to, each "Suite" or "Suite (unavailable)". */
    List<String> otherSuites(String mechanismId) {
        return browser.driver().findElements(By.cssSelector(".suites-" + mechanismId + " a.suite")).stream()
                .map(link -> link.getText().strip() + (link.getAttribute("class").contains("unavailable") ? " (unavailable)" : ""))
                .toList();
    }

    boolean isCurrent() {
        return browser.driver().getCurrentUrl().contains("index.xhtml");
    }
}
