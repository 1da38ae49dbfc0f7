/** Checks of the catalog against what the server really publishes. */
package org.wsslab.catalog.control;
