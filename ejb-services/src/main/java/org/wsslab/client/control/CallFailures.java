package org.wsslab.client.control;

/** How the lab words a failed call (a run's, a soak's, a profile's): the exception and its causes, on one line. */
public final class CallFailures {

    /** Enough for the innermost cause of a Metro fault, short enough for a table cell. */
    static final int LENGTH = 2000;

    private CallFailures() {
    }

    public static String describe(Throwable e) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = e; t != null && text.length() < LENGTH; t = t.getCause()) {
            if (!text.isEmpty()) {
                text.append(" <- ");
            }
            text.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
        }
        return text.toString();
    }
}
