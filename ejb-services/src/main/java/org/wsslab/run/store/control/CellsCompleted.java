package org.wsslab.run.store.control;

/**
 * The engine's signal that a run's stored state has a new completed cell (or the run has ended):
 * the moment its summary is computed and kept, so that nothing reading the run recomputes it.
 */
public record CellsCompleted(long runId) {
}
