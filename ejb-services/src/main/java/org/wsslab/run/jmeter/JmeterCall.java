package org.wsslab.run.jmeter;

import java.time.Instant;

/** One call of a results file that matched its plan: the row as JMeter wrote it, its cell, and the sampler's message. */
record JmeterCall(JtlRow row, JmeterCells.Cell cell, SampleMessage message) {

    /** When the call began: JMeter's sample start, epoch milliseconds. */
    Instant start() {
        return Instant.ofEpochMilli(row.timeStamp());
    }

    /** When it ended: its start and the sampler's round trip (JMeter's own end is whole milliseconds). */
    Instant end() {
        return start().plusNanos(message.ns());
    }
}
