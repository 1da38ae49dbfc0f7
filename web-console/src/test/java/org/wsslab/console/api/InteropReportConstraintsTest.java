package org.wsslab.console.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/**
 * The interop report's constraints (InteropReportBody, InteropRules) beyond what request-body-refusals.tsv
 * pins: each value is refused for one thing only, in the order the reader always had, and a refused text
 * is shown as it was sent, never read as a message's parameter or expression.
 */
class InteropReportConstraintsTest {

    private static final String PLAIN = "{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": 3,"
            + " \"sizes\": [{\"bytes\": 100, \"rtt_median_ns\": 2500000}]}";

    private static String report(String client, String... results) {
        return "{\"client\": " + client + ", \"results\": [" + String.join(", ", results) + "]}";
    }

    private static void refuses(String sentence, String path, String body) {
        Refusal refused = assertThrows(Refusal.class, () -> InteropReportReader.read(body));
        assertEquals(sentence, refused.getMessage());
        assertEquals(List.of(path), refused.fields().stream().map(RefusedField::path).toList());
    }

    @Test
    void theShapeNamesEveryOutcome() {
        assertTrue(InteropReportBody.SHAPE.contains("\"outcome\": \"" + String.join("|",
                Arrays.stream(InteropOutcome.values()).map(Enum::name).toList()) + "\""), InteropReportBody.SHAPE);
        assertTrue(InteropReportBody.SHAPE.startsWith("an interoperability check is a JSON object {\"client\""));
    }

    @Test
    void blankTextIsEmptyHoweverLong() {
        refuses("client: empty; " + InteropReportBody.SHAPE, "client", report("\"" + " ".repeat(300) + "\"", PLAIN));
        refuses("results[0].outcome: empty; " + InteropReportBody.SHAPE, "results[0].outcome",
                report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"\\t\"}"));
        refuses("results[0].reason: FAILS needs its reason, in the words of the side that refused", "results[0].reason",
                report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"FAILS\", \"reason\": \"" + " ".repeat(4001) + "\"}"));
        assertNull(
                InteropReportReader.read(report("\"x\"", PLAIN.replace("\"calls\"", "\"reason\": \"" + " ".repeat(4001) + "\", \"calls\"")))
                        .results().get(0).reason());
    }

    @Test
    void refusedTextIsShownAsSent() {
        refuses("results[0].refused_by: '${1+1} {max}'; \"server\", \"client\" or null", "results[0].refused_by",
                report("\"x\"",
                        "{\"mechanism\": \"plain\", \"outcome\": \"FAILS\", \"reason\": \"no\", \"refused_by\": \"${1+1} {max}\"}"));
        refuses("results[0].outcome: '${1+1} {names}' is not an outcome; the outcomes are [INTEROPERATES, FAILS, NOT_TESTABLE]",
                "results[0].outcome", report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"${1+1} {names}\"}"));
    }

    @Test
    void aResultIsRefusedForItsFirstFieldWrongAndBeforeTheNextResult() {
        // The catalog's check comes between the mechanism and the outcome.
        refuses("results[0].mechanism: 'nope' is not a mechanism; the mechanisms are " + org.wsslab.catalog.entity.Mechanism.all().stream()
                .map(org.wsslab.catalog.entity.Mechanism::id).toList(), "results[0].mechanism",
                report("\"x\"", "{\"mechanism\": \"nope\", \"outcome\": \"WORKS\", \"calls\": -1}"));
        refuses("results[0].outcome: 'WORKS' is not an outcome; the outcomes are [INTEROPERATES, FAILS, NOT_TESTABLE]",
                "results[0].outcome", report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"WORKS\", \"calls\": -1}", "{}"));
        // A field out of range before the rule across fields it also breaks.
        refuses("results[0].calls: -1 is out of range; from 0 to 1000000", "results[0].calls",
                report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": -1}"));
        refuses("results[0].sizes[1]: exactly {\"bytes\": n, \"rtt_median_ns\": n}", "results[0].sizes[1]",
                report("\"x\"", "{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": 3, \"sizes\": [{\"bytes\": 100,"
                        + " \"rtt_median_ns\": 5}, {\"rtt_median_ns\": -1}]}"));
        refuses("results[1].sizes[0].bytes: 0 is out of range; from 1 to 16777216", "results[1].sizes[0].bytes",
                report("\"x\"", PLAIN, "{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": 0, \"sizes\": [{\"bytes\": 0,"
                        + " \"rtt_median_ns\": -1}]}"));
        refuses("results[1]: an endpoint that interoperates has calls and the sizes it echoed, with their medians", "results[1]",
                report("\"x\"", PLAIN, "{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": 0, \"sizes\": [{\"bytes\": 1,"
                        + " \"rtt_median_ns\": 1}]}"));
    }
}
