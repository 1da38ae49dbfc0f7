/** The Studies page: the five studies, their items, what the lab runs of them, and Reproduce. */
package org.wsslab.console.studies;
