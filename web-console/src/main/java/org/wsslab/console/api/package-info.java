/**
 * The REST API, one feature of its own (docs/api.md, docs/openapi.json): its resources, request readers,
 * JSON views and the one error mapper. It reads the engine through its boundary and the results the
 * pages compute (run, compare, decision, export); no page's backing bean, no measuring.
 */
package org.wsslab.console.api;
