package org.wsslab.browser;

import java.time.Duration;
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

    boolean isCurrent() {
        return browser.driver().getCurrentUrl().contains("index.xhtml");
    }
}
