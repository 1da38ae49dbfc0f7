/**
 * The Studies page: the five studies, their items, their findings with the lab's verdicts, what the lab
 * runs of them, and Reproduce; and the findings a run answers, for the run page.
 */
package org.wsslab.console.studies;
