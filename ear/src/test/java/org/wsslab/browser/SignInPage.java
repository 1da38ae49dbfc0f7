package org.wsslab.browser;

import java.time.Duration;
import org.openqa.selenium.By;
import org.wsslab.it.support.LabApi.Caller;

/** login.xhtml, and the one place that knows how to sign in: a change of sign-in touches this class only. */
final class SignInPage {

    private static final By SUBMIT = By.id("signin:submit");

    private final ConsoleBrowser browser;

    private SignInPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static SignInPage open(ConsoleBrowser browser) {
        browser.open("login.xhtml");
        return shown(browser);
    }

    /** The sign-in page, where the browser has been sent (e.g. from a page that needs a user). */
    static SignInPage shown(ConsoleBrowser browser) {
        browser.waitFor(Duration.ofSeconds(20), SUBMIT);
        return new SignInPage(browser);
    }

    /** Whether the browser is on the sign-in page now. */
    boolean isCurrent() {
        return browser.driver().getCurrentUrl().contains("login.xhtml");
    }

    /** Signs in and lands on the runs page. */
    RunsPage signIn(Caller caller) {
        browser.driver().findElement(By.id("signin:name")).sendKeys(caller.user());
        browser.driver().findElement(By.id("signin:password")).sendKeys(caller.password());
        browser.driver().findElement(SUBMIT).click();
        return RunsPage.shown(browser);
    }
}
