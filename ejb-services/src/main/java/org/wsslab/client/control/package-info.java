/** The client path to the echo endpoints: the Metro ports the run engine calls through. */
package org.wsslab.client.control;
