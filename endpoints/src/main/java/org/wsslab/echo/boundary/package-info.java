/** The echo endpoints GlassFish publishes, one per catalog mechanism. */
package org.wsslab.echo.boundary;
