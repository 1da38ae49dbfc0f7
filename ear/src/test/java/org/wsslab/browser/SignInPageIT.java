package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.StoredValues.csv;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * The sign-in page in a real browser: anonymous visitors of every run page are sent there; an export,
 * served by the API, refuses them (401, no file) and is what a signed-in viewer's run page links to and gets.
 */
class SignInPageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void anonymousVisitorsOfRunPagesAreSentToSignInAndRefusedTheExportASignedInViewerGets() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        for (String page : List.of("runs/index.xhtml", "runs/run.xhtml?id=" + id, "runs/compare.xhtml?ids=1,2", "runs/verifications.xhtml",
                "runs/decision.xhtml?id=" + id, "runs/interop.xhtml")) {
            browser.open(page);
            assertTrue(SignInPage.shown(browser).isCurrent(), "anonymous visitors of " + page + " are sent to sign in");
        }

        // Exports left /runs/export/ for the API's routes, which answer a visitor with no session 401 (and
        // a Basic challenge, for scripts) instead of the sign-in form.
        String export = "api/runs/" + id + "/summary.csv";
        browser.open(export);
        assertEquals(401, browser.responseStatus(), "an anonymous visitor of " + export + " is refused");

        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, id);
        assertTrue(page.exportAddress("exportSummary").endsWith("/wsslab/" + export), "the run page links to " + export);
        assertEquals(1, csv(page.download("exportSummary", "wsslab-run-" + id + "-summary.csv"), true).size(),
                "a signed-in viewer gets the file: a row for the run's one cell");
    }
}
