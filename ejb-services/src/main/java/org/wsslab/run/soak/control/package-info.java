/**
 * A soak running: client threads on the managed executor, each with its own sessions, cycling through
 * the mechanisms until the time is up. Stores nothing; it shares no code with the run engine's loop.
 */
package org.wsslab.run.soak.control;
