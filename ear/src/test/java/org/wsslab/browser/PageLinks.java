package org.wsslab.browser;

import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * The links a page offers, each fetched as its reader's click would fetch it: from the page, with the
 * page's own sign-in (its session cookie), the answer's status, type and body kept. The browser shows
 * a download or an error's body, never its status; this reads both.
 */
final class PageLinks {

    /** One link's answer. */
    record Answer(String id, String href, int status, String type, String body) {

        /** The data rows of a CSV answer: its header and the '#' comment lines left out. */
        List<CSVRecord> csvRows() throws IOException {
            return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setCommentMarker('#').get()
                    .parse(new StringReader(body)).getRecords();
        }

        /** The CSV's header, in order. */
        List<String> csvHeader() throws IOException {
            return CSVFormat.RFC4180.builder().setHeader().setCommentMarker('#').get().parse(new StringReader(body)).getHeaderNames();
        }

        @Override
        public String toString() {
            return id + " " + href + " -> " + status + " " + type + ": " + body.substring(0, Math.min(300, body.length()));
        }
    }

    private PageLinks() {
    }

    /** Every link inside the element (by CSS selector) that leads somewhere, fetched; by the link's id (its href where it has none). */
    @SuppressWarnings("unchecked")
    static Map<String, Answer> fetchAll(ConsoleBrowser browser, String within) {
        browser.driver().manage().timeouts().scriptTimeout(Duration.ofMinutes(2));
        List<Map<String, Object>> answers = (List<Map<String, Object>>) ((org.openqa.selenium.JavascriptExecutor) browser.driver())
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + " const links = Array.from(document.querySelectorAll(arguments[0] + ' a[href]'))"
                        + "   .filter(a => !a.getAttribute('href').startsWith('#') && !a.getAttribute('href').startsWith('javascript:'));"
                        + " Promise.all(links.map(a => fetch(a.href, {credentials: 'same-origin'}).then(r => r.text().then(body => ({"
                        + "   id: a.id || a.getAttribute('href'), href: a.href, status: r.status,"
                        + "   type: r.headers.get('content-type') || '', body: body})))))"
                        + " .then(done, e => done([{id: 'fetch', href: '', status: -1, type: '', body: String(e)}]));", within);
        Map<String, Answer> byId = new LinkedHashMap<>();
        for (Map<String, Object> answer : answers) {
            byId.put((String) answer.get("id"), new Answer((String) answer.get("id"), (String) answer.get("href"),
                    ((Number) answer.get("status")).intValue(), (String) answer.get("type"), (String) answer.get("body")));
        }
        return byId;
    }
}
