/**
 * Planning and order: the order in which a run makes its calls (CallOrder) and what its remaining
 * calls cost in time at a pace (RemainingTime). Pure computation over a run: no clock, no storage.
 */
package org.wsslab.run.plan.control;
