/** The results database: its schema versions. */
package org.wsslab.persistence.control;
