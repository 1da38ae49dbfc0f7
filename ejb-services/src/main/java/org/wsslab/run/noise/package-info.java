/**
 * What else the machine did while a block of calls ran: readings of /proc at its start and end, and
 * the judgement against docs/measuring.md's thresholds. One package: too small for roles. No storage.
 */
package org.wsslab.run.noise;
