/** The attack matrix: start a verification, read its verdicts and their evidence. */
package org.wsslab.verification.boundary;
