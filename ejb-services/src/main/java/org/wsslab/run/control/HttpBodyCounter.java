package org.wsslab.run.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.LongConsumer;

/**
 * Copies one direction of an HTTP/1.1 connection byte for byte and reports the body length of each
 * message that passes: Content-Length or chunked (the chunks' data, not their framing), or until the
 * connection closes. What it forwards is exactly what it read; it only watches the framing.
 */
public final class HttpBodyCounter {

    private static final int MAX_HEADER = 64 * 1024;

    private final InputStream in;
    private final OutputStream out;
    private final LongConsumer bodies;
    private OutputStream bodyCopy = OutputStream.nullOutputStream();

    public HttpBodyCounter(InputStream in, OutputStream out, LongConsumer bodies) {
        this.in = in;
        this.out = out;
        this.bodies = bodies;
    }

    /** Also writes each body's bytes (de-chunked) to {@code copy}, for a caller that keeps messages. */
    public HttpBodyCounter copyingBodiesTo(OutputStream copy) {
        this.bodyCopy = copy;
        return this;
    }

    /** Pumps messages until the connection ends; give it buffered streams, it reads byte by byte. */
    void pump() throws IOException {
        while (copyMessage() != null) {
            // each message reported as it ends
        }
        out.flush();
    }

    /** Copies one message and reports its body; answers its head, or null if the connection ended first. */
    public String copyMessage() throws IOException {
        String head = copyHead();
        if (head == null) {
            return null;
        }
        long body = copyBody(head);
        out.flush();
        bodies.accept(body);
        return head;
    }

    private String copyHead() throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                if (head.size() == 0) {
                    return null;
                }
                throw new IOException("connection ended inside an HTTP header");
            }
            out.write(b);
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
            if (head.size() > MAX_HEADER) {
                throw new IOException("HTTP header longer than " + MAX_HEADER + " bytes");
            }
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private long copyBody(String head) throws IOException {
        String[] lines = head.split("\r\n");
        String start = lines[0];
        if (start.startsWith("HTTP/") && start.length() > 9 && start.charAt(9) == '1') {
            return 0; // an interim 1xx response has no body
        }
        long length = -1;
        boolean chunked = false;
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = lines[i].substring(colon + 1).trim();
            if (name.equals("content-length")) {
                length = Long.parseLong(value);
            } else if (name.equals("transfer-encoding") && value.toLowerCase(Locale.ROOT).contains("chunked")) {
                chunked = true;
            }
        }
        if (chunked) {
            return copyChunks();
        }
        if (length >= 0) {
            copy(length);
            return length;
        }
        boolean request = !start.startsWith("HTTP/");
        return request ? 0 : copyToEnd();
    }

    private long copyChunks() throws IOException {
        long body = 0;
        while (true) {
            String sizeLine = copyLine();
            int extension = sizeLine.indexOf(';');
            long chunk = Long.parseLong((extension < 0 ? sizeLine : sizeLine.substring(0, extension)).trim(), 16);
            if (chunk == 0) {
                while (!copyLine().isEmpty()) {
                    // trailer fields, up to the empty line that ends the message
                }
                return body;
            }
            copy(chunk);
            copyLine();
            body += chunk;
        }
    }

    private String copyLine() throws IOException {
        StringBuilder line = new StringBuilder();
        int previous = -1;
        while (true) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("connection ended inside a chunked body");
            }
            out.write(b);
            if (previous == '\r' && b == '\n') {
                return line.substring(0, line.length() - 1);
            }
            line.append((char) b);
            previous = b;
        }
    }

    private void copy(long length) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long left = length;
        while (left > 0) {
            int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (read < 0) {
                throw new IOException("connection ended " + left + " bytes before the end of a body");
            }
            out.write(buffer, 0, read);
            bodyCopy.write(buffer, 0, read);
            left -= read;
        }
        out.flush();
    }

    private long copyToEnd() throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long copied = 0;
        for (int read; (read = in.read(buffer)) >= 0; copied += read) {
            out.write(buffer, 0, read);
            bodyCopy.write(buffer, 0, read);
        }
        out.flush();
        return copied;
    }
}
