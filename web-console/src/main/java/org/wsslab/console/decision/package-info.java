/** A run's decision view (runs/decision.xhtml): each mechanism's cost at a size beside what it protects. */
package org.wsslab.console.decision;
