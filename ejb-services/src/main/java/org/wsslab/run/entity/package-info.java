/** What a run is, as stored. */
package org.wsslab.run.entity;
