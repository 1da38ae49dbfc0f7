/** The runs list and the new-run form (runs/index.xhtml): the stored runs, the form, its fields and numbers. */
package org.wsslab.console.runs;
