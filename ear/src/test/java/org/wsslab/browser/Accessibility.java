package org.wsslab.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.openqa.selenium.JavascriptExecutor;

/**
 * Deque's axe-core run inside the page the browser shows (the script from Maven Central's
 * com.deque.html.axe-core:selenium, injected by the test: the console never serves it), against
 * WCAG 2.1 A and AA. Its Java binding is not used: it brings an older Selenium of its own.
 */
final class Accessibility {

    private static final String AXE = readAxe();
    private static final List<String> BLOCKING = List.of("serious", "critical");

    private Accessibility() {
    }

    /** One rule the page breaks, with the elements that break it. */
    record Violation(String rule, String impact, String help, List<String> targets) {
        @Override
        public String toString() {
            return impact + " " + rule + " (" + help + "): " + targets;
        }
    }

    /** The serious and critical violations of the page shown now (empty: none). */
    static List<Violation> blocking(ConsoleBrowser browser) {
        return violations(browser).stream().filter(v -> BLOCKING.contains(v.impact())).toList();
    }

    @SuppressWarnings("unchecked")
    static List<Violation> violations(ConsoleBrowser browser) {
        JavascriptExecutor page = (JavascriptExecutor) browser.driver();
        if (!Boolean.TRUE.equals(page.executeScript("return typeof window.axe === 'object';"))) {
            page.executeScript(AXE);
        }
        browser.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object answer = page.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + " axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})"
                + " .then(r => done(r.violations.map(v => ({rule: v.id, impact: v.impact, help: v.help,"
                + "   targets: v.nodes.map(n => n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\\s+/g, ' '))}))))"
                + " .catch(e => done([{rule: 'axe-error', impact: 'critical', help: String(e), targets: []}]));");
        return ((List<Map<String, Object>>) answer).stream()
                .map(v -> new Violation((String) v.get("rule"), Objects.toString(v.get("impact"), "minor"), (String) v.get("help"),
                        ((List<Object>) v.get("targets")).stream().map(String::valueOf).collect(Collectors.toList())))
                .toList();
    }

    private static String readAxe() {
        try (InputStream in = Accessibility.class.getResourceAsStream("/axe.min.js")) {
            if (in == null) {
                throw new IllegalStateException("axe.min.js is not on the test class path (com.deque.html.axe-core:selenium)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
