/** What a run's calls carry and which way: the payload's shape and the direction it travels. */
package org.wsslab.workload.entity;
