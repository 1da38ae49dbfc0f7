/** Bookkeeping of the echo endpoints. */
package org.wsslab.echo.control;
