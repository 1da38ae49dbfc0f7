/**
 * The cryptographic floor: what the primitives a mechanism uses cost on this machine, timed in the
 * server's JVM at a run's start, and what a cell's messages say both sides had to do with them. A
 * cell's floor is the least its security could cost; the rest of its overhead is the stack's work.
 */
package org.wsslab.floor;
