/** Groups of runs made as replicates of one request: their kinds, a request's choice of group, and how both are stored. */
package org.wsslab.run.group.entity;
