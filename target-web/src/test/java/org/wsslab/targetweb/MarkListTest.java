package org.wsslab.targetweb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarkListTest {

    @Test
    void marksAreReadInOrderOnceEachAndBlankLinesAreSkipped() throws IOException {
        Map<Long, String> marks = new LinkedHashMap<>();
        assertNull(MarkList.read(reader("12\n\n9223372036854775807\n12\n 5 \n"), 10, marks));
        assertEquals(List.of(12L, Long.MAX_VALUE, 5L), List.copyOf(marks.keySet()));
    }

    @Test
    void aLineThatIsNoMarkIsRefusedByItsNumber() throws IOException {
        assertEquals("line 2: '-4' is not a call mark (a positive whole number of at most 19 digits)",
                MarkList.read(reader("7\n-4\n"), 10, new LinkedHashMap<>()));
        assertEquals("line 1: '0' is not a call mark (a positive whole number of at most 19 digits)",
                MarkList.read(reader("0"), 10, new LinkedHashMap<>()));
        assertEquals("line 1: '9223372036854775808' is not a call mark (a positive whole number of at most 19 digits)",
                MarkList.read(reader("9223372036854775808"), 10, new LinkedHashMap<>()));
        assertEquals("line 1: 'abcdefghijklmnopqrstuvwx…' is not a call mark (a positive whole number of at most 19 digits)",
                MarkList.read(reader("abcdefghijklmnopqrstuvwxyz"), 10, new LinkedHashMap<>()));
    }

    @Test
    void moreMarksThanAPageHoldsAreRefused() throws IOException {
        assertEquals("more than 2 marks: read a cell's calls in pages of at most 2",
                MarkList.read(reader("1\n2\n3\n"), 2, new LinkedHashMap<>()));
    }

    private static BufferedReader reader(String text) {
        return new BufferedReader(new StringReader(text));
    }
}
