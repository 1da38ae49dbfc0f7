/**
 * Client-side Arquillian extensions of the integration tests (loaded through
 * META-INF/services/org.jboss.arquillian.core.spi.LoadableExtension). Never deployed: LabDeployment
 * adds org.wsslab.it to the console's WAR, not this package, whose classes need Arquillian's SPI.
 */
package org.wsslab.arquillian;
