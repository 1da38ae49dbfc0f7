package org.wsslab.cxf;

import java.net.URI;
import java.util.Locale;

/**
 * One endpoint of the lab: a mechanism under one algorithm suite, as an entry of the catalog's {@code suites}
 * lists it.
 *
 * @param mechanism         the mechanism's stable id
 * @param authentication    what the catalog says proves the caller, e.g. "SAML holder-of-key"
 * @param suite             the algorithm suite's id, null for mechanisms without one
 * @param wsdl              where the endpoint publishes its WSDL (policy included)
 * @param available         whether the lab proved the endpoint publishes the policy it claims
 * @param unavailableReason the lab's reason when it is not available
 */
record Endpoint(String mechanism, String authentication, String suite, URI wsdl, boolean available,
        String unavailableReason) {

    /**
     * Whether the endpoint needs a SAML token from the client: CXF builds those with OpenSAML, which is not on
     * Maven Central. The STS's issued token is a SAML assertion too.
     */
    boolean needsSaml() {
        String proof = authentication == null ? "" : authentication.toLowerCase(Locale.ROOT);
        return proof.contains("saml") || proof.contains("sts") || "sts-issued-token".equals(mechanism);
    }

    /** How the endpoint is named in progress lines: {@code mutual-certificates/Basic256}. */
    String label() {
        return suite == null ? mechanism : mechanism + "/" + suite;
    }
}
