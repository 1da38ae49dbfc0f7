/** The soak check bin/wsslab soak starts and reads: what it is asked, the latest soak. */
package org.wsslab.run.soak.boundary;
