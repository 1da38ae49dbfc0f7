/**
 * What a run's calls left behind, as stored: samples, cells (noise, wire sizes, load), segments and
 * sequence totals, each with its JPA form (Stored…).
 */
package org.wsslab.run.store.entity;
