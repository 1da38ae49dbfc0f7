/** Who the console's users are: the wsslab-console realm, asked through the container. */
package org.wsslab.console.signin.control;
