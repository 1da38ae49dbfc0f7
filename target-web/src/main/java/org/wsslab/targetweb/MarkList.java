package org.wsslab.targetweb;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Map;
import org.wsslab.timing.ServerTimeRecords;

/** The marks a read of server times names: one per line, each a call mark, at most so many. */
final class MarkList {

    private MarkList() {
    }

    /** Reads the marks into {@code marks} (in order, each once); the refusal's sentence, or null when all are marks. */
    static String read(BufferedReader body, int max, Map<Long, String> marks) throws IOException {
        int line = 0;
        for (String text = body.readLine(); text != null; text = body.readLine()) {
            line++;
            if (text.isBlank()) {
                continue;
            }
            long mark = ServerTimeRecords.parseMark(text.strip());
            if (mark == 0) {
                return "line " + line + ": '" + abbreviated(text.strip())
                        + "' is not a call mark (a positive whole number of at most 19 digits)";
            }
            marks.put(mark, text.strip());
            if (marks.size() > max) {
                return "more than " + max + " marks: read a cell's calls in pages of at most " + max;
            }
        }
        return null;
    }

    private static String abbreviated(String text) {
        return text.length() <= 24 ? text : text.substring(0, 24) + "…";
    }
}
