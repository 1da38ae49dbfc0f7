/**
 * Summaries and modes: a run's statistics per cell with bootstrap intervals, computed once per stored
 * state and kept (RunSummaries), comparisons of its mechanisms, and the views of growth and sequences
 * runs. Reads what store holds; never measures, never writes samples.
 */
package org.wsslab.run.summary.boundary;
