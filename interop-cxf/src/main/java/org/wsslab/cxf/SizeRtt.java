package org.wsslab.cxf;

/** A payload size that echoed intact, and the median of its timed round trips. */
record SizeRtt(int bytes, long rttMedianNs) {
}
