/** What the outside asks of runs. */
package org.wsslab.run.boundary;
