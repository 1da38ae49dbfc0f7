/** The one sign-in of pages and API (Jakarta Security), its refusals and the no-store rule for signed-in answers. */
package org.wsslab.console.signin.boundary;
