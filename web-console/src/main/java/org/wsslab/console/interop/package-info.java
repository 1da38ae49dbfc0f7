/** Backs runs/interop.xhtml: the newest check of a second stack against the endpoints. */
package org.wsslab.console.interop;
