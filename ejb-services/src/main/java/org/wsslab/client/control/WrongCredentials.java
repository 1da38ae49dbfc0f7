package org.wsslab.client.control;

import java.util.List;
import java.util.Map;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.callbacks.SamlAssertionHandler;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;

/**
 * The wrong credentials of the kind each mechanism relies on, as changes to a lab client port's
 * request context: a wrong password, the untrusted CA's client certificate, an assertion from an
 * issuer the endpoint does not trust. The attack matrix tries each of them; a soak asked for a wrong
 * credential gives one mechanism's sessions the first ({@link EchoPorts#session(Mechanism, Map)}). Here,
 * beside the ports, because both use it and neither owns it.
 */
public final class WrongCredentials {

    /** The client key the build signs with a CA that no lab store trusts. */
    public static final String ROGUE_CLIENT = "wsslab-rogue-client";

    /** One wrong credential: what it is, and the request-context entries that make a port use it. */
    public record Wrong(String label, Map<String, Object> context) {
    }

    private WrongCredentials() {
    }

    /**
     * Whether the mechanism has a credential to get wrong, without reading any (a request is checked
     * before the lab's files are needed): exactly when {@link #of} answers some.
     */
    public static boolean exist(Mechanism mechanism) {
        return mechanism.authentication() != Authentication.NONE;
    }

    /** The wrong credentials to try at the mechanism; none if it authenticates no caller. */
    public static List<Wrong> of(Mechanism mechanism) {
        return switch (mechanism.authentication()) {
            // At the endpoint, or at the STS that would issue the token.
            case USERNAME, ISSUED_TOKEN -> List.of(new Wrong("a wrong password",
                    Map.of(EchoPorts.passwordProperty(mechanism), EndpointUser.configured().password() + "-wrong")));
            case X509_CERTIFICATE -> List.of(untrustedClient());
            case SAML_SENDER_VOUCHES -> List.of(untrustedClient(), untrustedIssuer());
            // The assertion is unsigned by design (TLS vouches for it): its issuer is all there is to get wrong.
            case SAML_ASSERTED -> List.of(untrustedIssuer());
            // An untrusted CA's key, and a key the lab CA signed that is not the SAML issuer's.
            case SAML_HOLDER_OF_KEY -> List.of(
                    new Wrong("an assertion signed by the untrusted CA's key",
                            Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, ROGUE_CLIENT)),
                    new Wrong("an assertion signed by a lab-CA key that is not the issuer's",
                            Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, ClientAliasSelector.DEFAULT_ALIAS)));
            case NONE -> List.of();
        };
    }

    private static Wrong untrustedClient() {
        return new Wrong("a client certificate from the untrusted CA", Map.of(ClientAliasSelector.ALIAS_PROPERTY, ROGUE_CLIENT));
    }

    private static Wrong untrustedIssuer() {
        return new Wrong("an assertion naming an issuer the endpoint does not trust",
                Map.of(SamlAssertionHandler.ISSUER_NAME_PROPERTY, "wsslab-rogue-issuer"));
    }
}
