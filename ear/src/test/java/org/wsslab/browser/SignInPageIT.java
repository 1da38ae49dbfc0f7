package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.LabApi;

/** The sign-in page in a real browser: anonymous visitors of every run page and export are sent there. */
class SignInPageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void anonymousVisitorsOfRunPagesAndExportsAreSentToSignIn() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        for (String page : List.of("runs/index.xhtml", "runs/run.xhtml?id=" + id, "runs/compare.xhtml?ids=1,2", "runs/verifications.xhtml",
                "runs/export/" + id + "/summary.csv")) {
            browser.open(page);
            assertTrue(SignInPage.shown(browser).isCurrent(), "anonymous visitors of " + page + " are sent to sign in");
        }
    }
}
