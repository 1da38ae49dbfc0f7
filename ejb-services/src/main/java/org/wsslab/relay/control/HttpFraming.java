package org.wsslab.relay.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Follows the framing of one direction of an HTTP/1.1 connection, piece by piece as the relay
 * passes it on, and reports each message as it ends: its body counted by Content-Length or chunked
 * (the chunks' data, not their framing), or until the connection closes. It only watches.
 */
final class HttpFraming implements Watch {

    private static final int MAX_HEADER = 64 * 1024;

    private enum Part {
        HEAD,
        BODY,
        CHUNK_SIZE,
        CHUNK_DATA,
        CHUNK_END,
        TRAILER,
        TO_END
    }

    private final Consumer<HttpMessage> messages;
    private final boolean keepBodies;
    private Part part = Part.HEAD;
    private final ByteArrayOutputStream head = new ByteArrayOutputStream();
    private int matched;
    private final StringBuilder line = new StringBuilder();
    private String messageHead;
    private long left;
    private long bodyLength;
    private ByteArrayOutputStream body;

    /** Reports each message's head and body length; with {@code keepBodies} its body's bytes too. */
    HttpFraming(Consumer<HttpMessage> messages, boolean keepBodies) {
        this.messages = messages;
        this.keepBodies = keepBodies;
    }

    @Override
    public void seen(byte[] bytes, int offset, int length) throws IOException {
        int at = offset;
        int end = offset + length;
        while (at < end) {
            at = switch (part) {
                case HEAD -> head(bytes, at, end);
                case BODY, CHUNK_DATA, TO_END -> data(bytes, at, end);
                case CHUNK_SIZE, CHUNK_END, TRAILER -> line(bytes, at, end);
            };
        }
    }

    @Override
    public void ended() throws IOException {
        switch (part) {
            case HEAD -> {
                if (head.size() > 0) {
                    throw new IOException("connection ended inside an HTTP header");
                }
            }
            case TO_END -> report();
            case BODY -> throw new IOException("connection ended " + left + " bytes before the end of a body");
            default -> throw new IOException("connection ended inside a chunked body");
        }
    }

    private int head(byte[] bytes, int at, int end) throws IOException {
        while (at < end && matched < 4) {
            byte b = bytes[at++];
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
            if (head.size() > MAX_HEADER) {
                throw new IOException("HTTP header longer than " + MAX_HEADER + " bytes");
            }
        }
        if (matched == 4) {
            messageHead = head.toString(StandardCharsets.ISO_8859_1);
            head.reset();
            matched = 0;
            bodyLength = 0;
            body = keepBodies ? new ByteArrayOutputStream() : null;
            startBody();
        }
        return at;
    }

    private void startBody() throws IOException {
        String[] lines = messageHead.split("\r\n");
        String start = lines[0];
        if (start.startsWith("HTTP/") && start.length() > 9 && start.charAt(9) == '1') {
            report(); // an interim 1xx response has no body
            return;
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
                length = number(value, 10);
            } else if (name.equals("transfer-encoding") && value.toLowerCase(Locale.ROOT).contains("chunked")) {
                chunked = true;
            }
        }
        if (chunked) {
            part = Part.CHUNK_SIZE;
        } else if (length > 0) {
            left = length;
            part = Part.BODY;
        } else if (length == 0 || !start.startsWith("HTTP/")) {
            report(); // a request without a length has no body
        } else {
            part = Part.TO_END;
        }
    }

    private int data(byte[] bytes, int at, int end) throws IOException {
        int take = part == Part.TO_END ? end - at : (int) Math.min(left, end - at);
        keep(bytes, at, take);
        bodyLength += take;
        if (part != Part.TO_END) {
            left -= take;
            if (left == 0) {
                if (part == Part.BODY) {
                    report();
                } else {
                    part = Part.CHUNK_END;
                }
            }
        }
        return at + take;
    }

    private void keep(byte[] bytes, int at, int length) {
        if (body != null) {
            body.write(bytes, at, length);
        }
    }

    /** Collects a line up to its CRLF, then acts on it. */
    private int line(byte[] bytes, int at, int end) throws IOException {
        while (at < end) {
            char c = (char) (bytes[at++] & 0xff);
            if (c == '\n' && !line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
                String complete = line.substring(0, line.length() - 1);
                line.setLength(0);
                lineEnded(complete);
                return at;
            }
            line.append(c);
            if (line.length() > MAX_HEADER) {
                throw new IOException("HTTP chunk line longer than " + MAX_HEADER + " bytes");
            }
        }
        return at;
    }

    private void lineEnded(String complete) throws IOException {
        switch (part) {
            case CHUNK_SIZE -> {
                int extension = complete.indexOf(';');
                long chunk = number((extension < 0 ? complete : complete.substring(0, extension)).trim(), 16);
                if (chunk == 0) {
                    part = Part.TRAILER;
                } else {
                    left = chunk;
                    part = Part.CHUNK_DATA;
                }
            }
            case CHUNK_END -> part = Part.CHUNK_SIZE;
            case TRAILER -> {
                if (complete.isEmpty()) {
                    report(); // the empty line after any trailer fields ends the message
                }
            }
            default -> throw new IllegalStateException("no line expected in " + part);
        }
    }

    private static long number(String text, int radix) throws IOException {
        try {
            return Long.parseLong(text, radix);
        } catch (NumberFormatException e) {
            throw new IOException("not a length in HTTP framing: " + text, e);
        }
    }

    private void report() {
        byte[] kept = body == null ? new byte[0] : body.toByteArray();
        HttpMessage message = new HttpMessage(messageHead, bodyLength, kept);
        part = Part.HEAD;
        body = null;
        messages.accept(message);
    }
}
