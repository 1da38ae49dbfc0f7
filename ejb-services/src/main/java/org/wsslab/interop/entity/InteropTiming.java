package org.wsslab.interop.entity;

/** The median round trip the other stack's client measured at one payload size. */
public record InteropTiming(int bytes, long medianNanos) {
}
