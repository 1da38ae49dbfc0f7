package org.wsslab.run.jmeter;

/**
 * One row of a JMeter results file, the columns the import reads as JMeter wrote them; {@code line} is the
 * physical line it starts on (the field names are line 1). The lab's own measurement is in
 * {@code responseMessage} ({@link SampleMessage}); {@code elapsed} is JMeter's whole milliseconds.
 */
record JtlRow(int line, long timeStamp, long elapsed, String label, String responseCode, String responseMessage, String threadName,
        boolean success, long bytes, long sentBytes) {
}
