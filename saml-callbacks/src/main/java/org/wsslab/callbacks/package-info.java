/** Callback handlers and selectors that Metro instantiates by class name from the policy files. */
package org.wsslab.callbacks;
