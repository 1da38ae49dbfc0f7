/** What the tests ask of the test hooks: in-container tests inject {@link org.wsslab.hooks.boundary.TestHooks}. */
package org.wsslab.hooks.boundary;
