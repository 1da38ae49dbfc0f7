package org.wsslab.cxf;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Collects the warnings WSS4J and Santuario log while a call runs. When WSS4J refuses a message its exception
 * often says only "An error was discovered processing the &lt;wsse:Security&gt; header"; the rule it applied
 * ("SignatureMethod ... does not match required values", a BSP rule) is in its log. That text belongs in the
 * report's reason.
 */
final class SecurityLog extends Handler {

    // Strong references: a JUL logger's handlers and level are lost when the logger is collected.
    private static final List<Logger> WATCHED = List.of(Logger.getLogger("org.apache.wss4j"),
            Logger.getLogger("org.apache.xml.security"));

    private final List<String> warnings = new ArrayList<>();

    /** Starts collecting; unless {@code alsoPrint}, the warnings go only into reasons, not to standard error. */
    static SecurityLog attach(boolean alsoPrint) {
        SecurityLog log = new SecurityLog();
        log.setLevel(Level.WARNING);
        for (Logger logger : WATCHED) {
            logger.addHandler(log);
            logger.setUseParentHandlers(alsoPrint);
        }
        return log;
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (isLoggable(record)) {
            String message = record.getMessage();
            if (record.getParameters() != null && record.getParameters().length > 0) {
                message = new SimpleFormatter().formatMessage(record);
            }
            if (message != null && !message.isBlank() && !warnings.contains(message.strip())) {
                warnings.add(message.strip());
            }
        }
    }

    /** Before a call: forget what earlier calls logged. */
    synchronized void clear() {
        warnings.clear();
    }

    /** What was logged since the last {@link #clear()}, each distinct message once, in order. */
    synchronized List<String> warnings() {
        return List.copyOf(warnings);
    }

    @Override
    public void flush() {
        // nothing buffered
    }

    @Override
    public void close() {
        for (Logger logger : WATCHED) {
            logger.removeHandler(this);
        }
    }
}
