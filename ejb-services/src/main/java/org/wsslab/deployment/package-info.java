/** What a deployment hands back to the server when it is undeployed, so the next deployment starts from a clean heap. */
package org.wsslab.deployment;
