/** A soak as it stands (its report, its state) and its counts per mechanism. Held in memory, never stored. */
package org.wsslab.run.soak.entity;
