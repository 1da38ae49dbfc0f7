/** Targets as stored and as read: a registered server's addresses, its identity, its placement beside the lab. */
package org.wsslab.target.entity;
