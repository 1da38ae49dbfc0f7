/** The lab's client as an Apache JMeter Java sampler: its arguments, its calls, and the record of each call it leaves in the results file. */
package org.wsslab.jmeter;
