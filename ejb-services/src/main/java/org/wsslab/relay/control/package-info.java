/** The loopback relay in front of the server's ports, and the parts that make it count, record or keep what crosses it. */
package org.wsslab.relay.control;
