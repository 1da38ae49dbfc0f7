package org.wsslab.it.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Prints the end of the test domain's server.log when a test fails: Metro reports server-side
 * security failures to the client as a bare fault, and the cause (WSS1533, WSS1408…) is only there.
 */
public class ServerLogOnFailure implements TestWatcher {

    private static final int LINES = 120;

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        String log = System.getProperty("wsslab.it.serverLog");
        if (log == null) {
            return;
        }
        try {
            List<String> lines = Files.readAllLines(Path.of(log), StandardCharsets.UTF_8);
            System.err.println("---- last " + LINES + " lines of " + log + " (" + context.getDisplayName() + " failed)");
            lines.subList(Math.max(0, lines.size() - LINES), lines.size()).forEach(System.err::println);
            System.err.println("---- end of server.log");
        } catch (IOException e) {
            System.err.println("cannot read " + log + ": " + e);
        }
    }
}
