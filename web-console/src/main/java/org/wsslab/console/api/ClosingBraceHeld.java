package org.wsslab.console.api;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.Writer;

/**
 * Passes a JSON object written into it on to another writer, all but its closing brace, so that a
 * member can be added at its end: the run file (RunTransfer's, streamed as its rows are read, a few
 * MB) gains the findings the run answers without being read back whole. Closing it is left to whoever
 * made the other writer: a JSON generator closes its writer when it ends, before the member is added.
 */
final class ClosingBraceHeld extends Writer {

    private final Writer out;
    private int held = -1;

    ClosingBraceHeld(Writer out) {
        this.out = out;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        if (length == 0) {
            return;
        }
        if (held >= 0) {
            out.write(held);
        }
        out.write(chars, offset, length - 1);
        held = chars[offset + length - 1];
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() {
        // The object is not finished yet: end() finishes it.
    }

    /**
     * Adds the member and closes the object: what was written must have been one JSON object with a
     * member already (the run file has several), written without a space after its last brace (a
     * generator writes none).
     */
    void end(String name, JsonValue value) throws IOException {
        if (held != '}') {
            throw new IllegalStateException("what was written does not end as a JSON object: "
                    + (held < 0 ? "nothing" : "'" + (char) held + "'"));
        }
        out.write(",");
        out.write(Json.createValue(name).toString());
        out.write(":");
        out.write(value.toString());
        out.write("}");
        held = -1;
    }
}
