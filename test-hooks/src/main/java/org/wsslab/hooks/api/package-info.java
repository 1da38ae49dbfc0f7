/**
 * The test hooks' routes under /wsslab/api/harness (operator only, as web.xml guards every harness
 * route), added to the console's WAR by the test deployment only; described apart from the lab's
 * routes, in this module's test-hooks-openapi.json.
 */
package org.wsslab.hooks.api;
