/** What the verification suite tries against each mechanism, and whether it applies. */
package org.wsslab.verification.entity;
