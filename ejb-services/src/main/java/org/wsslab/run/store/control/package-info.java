/**
 * Storage of what runs measured: samples (the one JDBC batch writer), cells, segments, a run's status
 * and progress (RunLedger), and the pace read back from them. No measuring and no statistics here.
 */
package org.wsslab.run.store.control;
