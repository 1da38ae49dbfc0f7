/** Payloads made from a seed, and one call of a workload prepared outside the clock and checked after it. */
package org.wsslab.workload.control;
