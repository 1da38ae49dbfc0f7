/** One database written out as H2's SCRIPT, with the schema version it is at. */
package org.wsslab.backup.control;
