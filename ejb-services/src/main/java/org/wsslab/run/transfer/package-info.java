/**
 * A run as one portable file and back (export, import): the tables that hold a run's records, found
 * in the schema, and their values as JSON. One package: its helpers are package-private to it.
 */
package org.wsslab.run.transfer;
