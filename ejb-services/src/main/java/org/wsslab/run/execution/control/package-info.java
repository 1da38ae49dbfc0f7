/**
 * The execution loop: the engine that takes queued runs one at a time and makes each run's calls in
 * its order, timed alike (only the port call inside the clock), the block windows, concurrent cells,
 * sequences, the wire probe and the environment of each segment. It stores through store; it
 * summarises nothing and serves no view.
 */
package org.wsslab.run.execution.control;
