/** Interoperability checks as the API and the console use them: record one, read them, Metro beside them. */
package org.wsslab.interop.boundary;
