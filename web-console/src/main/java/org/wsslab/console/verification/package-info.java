/** The attack matrix (runs/verifications.xhtml): the stored verifications, one as a matrix, and the evidence of a cell. */
package org.wsslab.console.verification;
