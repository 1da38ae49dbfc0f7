package org.wsslab.run.noise;

/**
 * What else the machine did while a block of calls ran: the one-minute load average at its start and
 * end, CPU steal (% of all CPU time), the CPU other processes used (% of one core), and the verdict
 * taken then: {@code noisy} with its reason, or quiet. Any part may be null where the OS does not
 * tell (and all are for cells stored before the lab read them).
 */
public record Noise(Double loadStart, Double loadEnd, Double stealPct, Double otherCpuPct, Boolean noisy, String reason) {

    /** Nothing known. */
    public static final Noise UNKNOWN = new Noise(null, null, null, null, null, null);
}
