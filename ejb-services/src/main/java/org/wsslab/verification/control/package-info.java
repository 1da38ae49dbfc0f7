/** Captures valid requests, builds attack messages from them, sends both and judges the answers. */
package org.wsslab.verification.control;
