/**
 * What a run's results look like to a reader, computed once for the pages, the CSV exports and the
 * offline report alike: tables of a chosen statistic, Chart.js configurations, a run's environment
 * as fields, and comparisons of runs.
 */
package org.wsslab.console.results;
