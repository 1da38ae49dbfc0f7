/** A study's tables and figures in its own layout as the Studies page shows them: the published values beside the lab's. */
package org.wsslab.console.tables;
