/** Backing beans of the Faces pages, named after their pages. */
package org.wsslab.console.view;
