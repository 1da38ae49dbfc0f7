package org.wsslab.run.entity;

/**
 * How a run chooses its calls, beyond a fixed number per cell (the default, which has no mode
 * object): a {@link Precision} rule, a {@link Growth} series, {@link Sequences} on fresh
 * sessions, or a {@link Startup} after the target's application is restarted. One per run: the modes exclude each other.
 */
public sealed interface RunMode permits Precision, Growth, Sequences, Startup {

    /** The mode's name in the API ({@code "mode": {"growth": {...}}}). */
    String id();
}
