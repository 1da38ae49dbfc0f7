package org.wsslab.callbacks;

import com.sun.xml.wss.impl.callback.PasswordValidationCallback;

/**
 * Server side of username-token-digest: a PasswordDigest is a SHA-1 of the token's nonce, creation
 * time and the password, so checking it takes the plain password, which a GlassFish realm cannot
 * give. Metro computes and compares the digest ({@code WsitDigestPasswordValidator.validate}); this
 * class only hands it the password, from the same file as {@link EndpointPasswordValidator} (written
 * by the domain set-up). An unknown user gets no password and is refused. Metro itself checks the
 * creation time's freshness and refuses a nonce it has seen (NonceCache, per endpoint, 15 minutes).
 */
public class EndpointDigestValidator extends PasswordValidationCallback.WsitDigestPasswordValidator {

    @Override
    public void setPassword(PasswordValidationCallback.Request request) {
        if (request instanceof PasswordValidationCallback.DigestPasswordRequest digest) {
            digest.setPassword(EndpointPasswordValidator.passwords().getProperty(digest.getUsername()));
        }
    }
}
