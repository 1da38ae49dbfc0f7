/**
 * Runs whose calls Apache JMeter's engines make with the lab's own sampler: the plan the lab writes for a
 * run, and the import of what the engines measured as a run of its own (docs/jmeter.md).
 */
package org.wsslab.run.jmeter;
