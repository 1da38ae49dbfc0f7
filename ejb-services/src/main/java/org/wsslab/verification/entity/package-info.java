/** What the verification suite tries against each mechanism, whether it applies, and what became of it. */
package org.wsslab.verification.entity;
