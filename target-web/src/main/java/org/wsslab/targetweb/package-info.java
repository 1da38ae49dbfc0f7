/**
 * What the lab reads from a server under measurement, at {@code /wsslab-target}: who the server is
 * ({@link org.wsslab.targetweb.IdentityServlet}) and its times of the lab's marked calls, after a cell
 * ({@link org.wsslab.targetweb.ServerTimesServlet}). Deployed in the lab's EAR and in wsslab-target.ear alike.
 */
package org.wsslab.targetweb;
