/**
 * Profiles of a run's cells: on request, the lab makes a cell's calls again while the JDK Flight
 * Recorder samples every thread of the server's JVM, and says where the samples fall (cryptography,
 * XML, base64, I/O and transport, the lab's own code, the rest) with the frames that drew them. The
 * floor says what the cryptography must cost; a profile shows what the rest of the time is spent on.
 */
package org.wsslab.profile;
