/**
 * What a run is, as stored in RUN: its endpoints, suites, sizes and calls, its order, mode, label and
 * status. Every run component reads it; it depends on none of them.
 */
package org.wsslab.run.entity;
