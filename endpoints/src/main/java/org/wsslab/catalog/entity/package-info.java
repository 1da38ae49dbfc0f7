/** The mechanism catalog: what each WS-Security mechanism is and what it claims to protect. */
package org.wsslab.catalog.entity;
