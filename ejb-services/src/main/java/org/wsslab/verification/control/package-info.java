/** Builds attack messages from captured, valid requests. */
package org.wsslab.verification.control;
