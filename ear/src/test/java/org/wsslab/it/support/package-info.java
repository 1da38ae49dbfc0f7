/** What the integration tests share: the deployment, payloads, a wire recorder, server-log capture. */
package org.wsslab.it.support;
