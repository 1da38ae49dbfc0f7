/**
 * What a console user takes away from a run: CSV of the summary, of the tables as shown and of every
 * call, and one self-contained HTML report that opens offline. Served by the API (/api/runs/{id}/…),
 * under the one sign-in the pages use too.
 */
package org.wsslab.console.export;
