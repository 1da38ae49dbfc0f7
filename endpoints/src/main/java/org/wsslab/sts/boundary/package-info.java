/** The Security Token Service the sts-issued-token mechanism gets its tokens from. */
package org.wsslab.sts.boundary;
