package org.wsslab.interop;

/** A payload size that echoed intact, and the median of its timed round trips. */
record SizeRtt(int bytes, long rttMedianNs) {
}
