/** What a server under measurement says of itself: its GlassFish, its JVM, its keys, its ports, its CPUs. */
package org.wsslab.server;
