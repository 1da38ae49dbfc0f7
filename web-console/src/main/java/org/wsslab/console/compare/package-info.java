/** Runs compared (runs/compare.xhtml): the comparison over their shared cells, its request, its offline report. */
package org.wsslab.console.compare;
