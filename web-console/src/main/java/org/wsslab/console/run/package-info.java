/**
 * One run's page (runs/run.xhtml): its live status and actions, its results with a statistic chosen
 * (tables, charts, distributions, modes, load, profiles, environment), one cell up close and pairs.
 * The exports and the API read the same results from here.
 */
package org.wsslab.console.run;
