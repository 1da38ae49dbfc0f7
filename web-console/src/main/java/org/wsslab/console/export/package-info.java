/**
 * What a console user takes away from a run: CSV of the summary, of the tables as shown and of every
 * call, and one self-contained HTML report that opens offline. Served under /runs/export, behind the
 * console's sign-in like the pages that link to them.
 */
package org.wsslab.console.export;
