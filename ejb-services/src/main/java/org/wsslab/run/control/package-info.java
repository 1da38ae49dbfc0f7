/** The run engine: call order, execution, sample storage, status. */
package org.wsslab.run.control;
