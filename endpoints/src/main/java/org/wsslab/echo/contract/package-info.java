/**
 * The echo service's contract (the JAX-WS service endpoint interface): what every endpoint publishes
 * and every client calls. It sits apart from the endpoints (echo.boundary) and the service's work
 * (echo.control) so that the clients (client, workload, verification) and the service depend on it
 * without depending on each other: no package cycle.
 */
package org.wsslab.echo.contract;
