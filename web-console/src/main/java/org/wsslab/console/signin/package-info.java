/** The sign-in page (login.xhtml) and who is signed in, as the pages ask it; the sign-in itself is in boundary and control. */
package org.wsslab.console.signin;
