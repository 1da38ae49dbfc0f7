/** REST resources of the API; JSON in and out. */
package org.wsslab.console.api;
