/** What the outside asks of the catalog. */
package org.wsslab.catalog.boundary;
