/** What the outside asks of groups of runs: a queued run joins one, and a group is listed and read as pooled replicates. */
package org.wsslab.run.group.boundary;
