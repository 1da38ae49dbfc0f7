/**
 * Build checks on the repository itself: habits that make tests flaky or blind stay out, and the
 * documents stay where a reader can follow them (a README of one screen, no name of a missing page).
 */
package org.wsslab.hygiene;
