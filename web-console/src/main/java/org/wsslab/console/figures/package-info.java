/**
 * How the console writes a figure: nanoseconds as milliseconds, and the one mark for "no value", so
 * pages, API views, CSVs and reports agree. Reads nothing of a run; no page, no route.
 */
package org.wsslab.console.figures;
