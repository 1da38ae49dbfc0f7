/**
 * What a run's calls left behind, as stored: samples, cells (noise, wire sizes, load), segments and
 * sequence totals, each with its JPA form (Stored…). The forms keyed by a cell extend {@link CellRow},
 * which maps the key (run, mechanism, suite, size) once; their id classes extend {@link CellRow.Key}.
 */
package org.wsslab.run.store.entity;
