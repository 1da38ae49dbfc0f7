/** What the outside asks of targets: list them with their reachability, register, remove, and reach one for a run. */
package org.wsslab.target.boundary;
