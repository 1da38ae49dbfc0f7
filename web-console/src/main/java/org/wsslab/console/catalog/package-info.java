/** Backs index.xhtml: the mechanism catalog as the console shows it. */
package org.wsslab.console.catalog;
