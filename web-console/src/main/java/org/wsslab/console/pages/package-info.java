/** What every page shares: its messages, the error page (error.xhtml) and errors answered with it, times as pages send them. */
package org.wsslab.console.pages;
