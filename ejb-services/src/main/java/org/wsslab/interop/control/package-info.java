/** Interoperability checks as stored. */
package org.wsslab.interop.control;
