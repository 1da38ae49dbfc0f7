package org.wsslab.it.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The test domain's server.log, read from a mark: what the server logged while a test made it work. */
public final class ServerLog {

    /** A record's header: [time] [product] [LEVEL] [...]; group 1 is the level. */
    private static final Pattern RECORD = Pattern.compile("^\\[[^\\]]+\\] \\[[^\\]]+\\] \\[(\\w+)\\]", Pattern.MULTILINE);

    private final Path file = Path.of(System.getProperty("wsslab.it.serverLog"));

    public Path file() {
        return file;
    }

    /** Where the log ends now: what is written after it is new. */
    public long mark() throws IOException {
        return Files.size(file);
    }

    /** What was written after the mark (all of it, if the log was rotated meanwhile). */
    public String since(long mark) throws IOException {
        byte[] all = Files.readAllBytes(file);
        int from = (int) Math.min(mark, all.length);
        return new String(all, from, all.length - from, StandardCharsets.UTF_8);
    }

    /** The records' headers in a piece of the log; {@code group(1)} is each one's level. */
    public static Matcher records(String written) {
        return RECORD.matcher(written);
    }
}
