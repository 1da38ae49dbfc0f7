/** Build checks on the repository's own test code: habits that make tests flaky or blind stay out. */
package org.wsslab.hygiene;
