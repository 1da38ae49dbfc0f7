package org.wsslab.run.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;

/**
 * A results file against its plan: a whole one read, and each way one can be wrong refused at the exact
 * physical line (field names on line 1; a failure's message quoted over lines moves the lines after it).
 */
class JtlCheckTest {

    private static final JmeterCells PLAN = JtlText.plan();
    private static final List<String> ENGINES = List.of("engine-b", "engine-a");

    @Test
    void aWholeFileOfTwoEnginesIsEveryCallOfThePlanOnEach() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        JmeterResults results = JtlCheck.of(JtlText.file(rows), PLAN);
        assertEquals(List.of("engine-a", "engine-b"), results.engines(), "by name, whatever the file's order");
        assertEquals(2 * 2 * 2 * 3, results.calls().size());
        assertEquals(rows.size() + 1, results.calls().get(rows.size() - 1).row().line());
        assertEquals("engine-a.example:1099-plain 100 B ×2 1-1", results.calls().get(12).row().threadName(),
                "a distributed thread name kept as JMeter wrote it");
    }

    @Test
    void aQuotedErrorWithACommaAndANewlineIsOneRowAndMovesTheLinesAfterIt() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        SampleMessage failed = new SampleMessage(PLAN.planId(), 0, 1, 2, false, false, 3_000_000, 1_000, 5, "engine-b",
                "SOAPFaultException: InvalidSecurity, \"no signature\"\nat the server");
        rows.set(5, JtlText.row(JtlText.START, 3, "plain 100 B ×2", failed, "t"));
        JmeterResults results = JtlCheck.of(JtlText.file(rows), PLAN);
        assertEquals("SOAPFaultException: InvalidSecurity, \"no signature\"\nat the server", results.calls().get(5).message().error());
        assertEquals(7, results.calls().get(5).row().line());
        assertEquals(10, results.calls().get(6).row().line(), "the message's line break, and the failureMessage column's");
        String cut = JtlText.file(rows.subList(0, 6)) + "1795782611000,2,plain 100 B ×2,500,\"wsslab v=1 plan=";
        assertEquals("results: line 10: the row cannot be read as CSV ((startline 10) EOF reached before encapsulated token finished): a"
                + " file cut inside a quoted field ends so", assertThrows(Refusal.class, () -> JtlCheck.of(cut, PLAN)).getMessage());
        rows.set(6, rows.get(6).replace("ns=", "ns=x"));
        assertRefused(rows, "line 10: responseMessage: ns is x2006000; it is a whole number from 0");
    }

    @Test
    void aTamperedTimeIsRefusedAtItsLine() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        rows.set(9, rows.get(9).replaceFirst(",2,", ",9,"));
        assertRefused(rows, "line 11: elapsed is 9 ms and the message's round trip 2.009 ms; JMeter's time and the sampler's part by"
                + " at most 1.0 ms (one of them was changed)");
    }

    @Test
    void aTruncatedFileIsRefusedAtItsLastLine() {
        List<String> rows = new ArrayList<>(JtlText.rows(PLAN, ENGINES, 3).subList(0, 20));
        assertRefused(rows, "line 21: the file ends before every call was made: cell \"mutual-certificates 100 B ×2\" thread 0 of engine"
                + " engine-a made 2 of 3 calls");
        rows = new ArrayList<>(JtlText.rows(PLAN, List.of("engine-a"), 3));
        rows.remove(4);
        assertRefused(rows, "line 12: the file ends before every call was made: cell \"plain 100 B ×2\" thread 1 of engine engine-a made 2"
                + " of 3 calls");
    }

    @Test
    void aLineCutShortIsRefusedAtThatLine() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        rows.set(23, rows.get(23).substring(0, rows.get(23).indexOf(",true,")));
        assertRefused(rows.subList(0, 24), "line 25: the row has 6 fields and the field names 16; a line cut short or run into the next"
                + " has another number");
        SampleMessage failed = new SampleMessage(PLAN.planId(), 0, 0, 0, true, true, 2_000_000, 1_000, 5, "engine-a", "Fault, cut");
        String quoted = JtlText.row(JtlText.START, 2, "plain 100 B ×2", failed, "t");
        String cutInQuotes = JtlText.HEADER + "\n" + rows.get(0) + "\n" + quoted.substring(0, quoted.indexOf("error=") + 8);
        Refusal refused = assertThrows(Refusal.class, () -> JtlCheck.of(cutInQuotes, PLAN));
        assertEquals("results: line 3: the row cannot be read as CSV ((startline 3) EOF reached before encapsulated token finished): a file"
                + " cut inside a quoted field ends so", refused.getMessage());
    }

    @Test
    void aCallMadeTwiceIsRefusedNamingBothLines() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        rows.add(rows.get(3));
        assertRefused(rows, "line 26: engine engine-b made call i=0 of cell \"plain 100 B ×2\" thread 1 twice (first on line 5)");
    }

    @Test
    void aFileOfAnotherPlanIsRefusedNamingBoth() {
        JmeterCells other = new JmeterCells(7, "test-lab", PLAN.workload(), PLAN.cells(), 1, 3, null);
        assertRefused(JtlText.rows(other, ENGINES, 3), "line 2: made by plan " + other.planId() + ", this run's plan is " + PLAN.planId());
    }

    @Test
    void rowsThatAreNoCallOfThePlanAreRefusedAtTheirLine() {
        List<String> rows = JtlText.rows(PLAN, ENGINES, 3);
        assertRefused(with(rows, 2, r -> r.replace("plain 100 B ×2,", "plain 100 B ×3,")),
                "line 4: label \"plain 100 B ×3\" is no cell of run 7's plan; its cells are \"plain 100 B ×2\", \"mutual-certificates 100 B ×2\"");
        assertRefused(with(rows, 2, r -> r.replace("cell=0", "cell=1")),
                "line 4: the message says cell 1, and label \"plain 100 B ×2\" is cell 0");
        assertRefused(with(rows, 2, r -> r.replace("thread=0", "thread=2")), "line 4: thread 2 is not one of cell \"plain 100 B ×2\"'s"
                + " threads, 0 to 1");
        assertRefused(with(rows, 2, r -> r.replace("i=2", "i=3")), "line 4: i=3 is not one of a thread's calls, 0 to 2 (1 warm-up and 2"
                + " counted per cell)");
        assertRefused(with(rows, 2, r -> r.replace("warmup=0", "warmup=1")), "line 4: warmup=1 for i=2; the plan's first 1 calls of each"
                + " thread are its warm-up, and only they");
        assertRefused(with(rows, 2, r -> r.replace(",true,", ",false,")), "line 4: success is false and the message has no error; a call"
                + " that succeeded has none, a failed one error=");
        assertRefused(with(rows, 2, r -> r.replace(",200,", ",204,")),
                "line 4: responseCode is \"204\"; a call that succeeded answers 200");
        assertRefused(with(rows, 2, r -> r.replaceFirst(",100,100,", ",-100,100,")),
                "line 4: bytes is \"-100\"; it is a whole number from 0");
    }

    @Test
    void aHeaderWithoutARequiredColumnAnEmptyFileAndAHeaderAloneAreRefused() {
        String noMessage = JtlText.file(JtlText.rows(PLAN, ENGINES, 3)).replaceFirst("responseMessage", "message");
        assertEquals("results: line 1: the field names have no responseMessage; a JMeter results file written with"
                + " print_field_names=true (as bin/wsslab runs JMeter) has timeStamp, elapsed, label, responseCode, responseMessage,"
                + " threadName, success, bytes, sentBytes, in any order",
                assertThrows(Refusal.class, () -> JtlCheck.of(noMessage, PLAN)).getMessage());
        assertEquals("results: line 1: the file is empty; a JMeter results file (.jtl, CSV) has its field names on line 1, then a line per"
                + " sample", assertThrows(Refusal.class, () -> JtlCheck.of("", PLAN)).getMessage());
        assertEquals("results: line 1: the file ends before its first sample; run 7's plan makes 2 cells' calls",
                assertThrows(Refusal.class, () -> JtlCheck.of(JtlText.HEADER + "\n", PLAN)).getMessage());
    }

    @Test
    void aPlanOfADurationTakesAnyCallsFromZeroOnButNoGap() {
        JmeterCells timed = JtlText.plan(30);
        JmeterResults results = JtlCheck.of(JtlText.file(JtlText.rows(timed, ENGINES, 5)), timed);
        assertEquals(40, results.calls().size());
        List<String> rows = JtlText.rows(timed, List.of("engine-a"), 4);
        rows.remove(2);
        assertRefused(timed, rows, "line 16: the file ends before every call was made: cell \"plain 100 B ×2\" thread 0 of engine engine-a"
                + " made 3 calls but not call i=2");
        assertRefused(timed, JtlText.rows(timed, List.of("engine-a"), 1), "line 5: the file ends before every call was made: cell"
                + " \"plain 100 B ×2\" thread 0 of engine engine-a made 1 call; a thread of a plan of a duration makes its 1 warm-up calls"
                + " and at least one more");
        assertRefused(timed, JtlText.rows(PLAN, ENGINES, 3), "line 2: made by plan " + PLAN.planId() + ", this run's plan is "
                + timed.planId());
    }

    private static List<String> with(List<String> rows, int index, java.util.function.UnaryOperator<String> change) {
        List<String> changed = new ArrayList<>(rows);
        changed.set(index, change.apply(rows.get(index)));
        return changed;
    }

    private static void assertRefused(List<String> rows, String says) {
        assertRefused(PLAN, rows, says);
    }

    private static void assertRefused(JmeterCells plan, List<String> rows, String says) {
        Refusal refused = assertThrows(Refusal.class, () -> JtlCheck.of(JtlText.file(rows), plan));
        assertEquals(Refusal.Kind.INVALID, refused.kind());
        assertEquals("results: " + says, refused.getMessage());
        assertEquals("results", refused.fields().get(0).path());
    }
}
