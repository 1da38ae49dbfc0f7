package org.wsslab.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.PasswordForm;
import org.wsslab.catalog.entity.Protection;

/**
 * What a mechanism's entry claims it protects, and how it sends the password, is what its policy
 * asks of Metro, for every endpoint (the generated ones included): the body signed (sp:SignedParts)
 * exactly where the catalog claims message integrity, encrypted (sp:EncryptedParts) exactly where it
 * claims message confidentiality, a password digest (sp:HashPassword) and keys derived from the
 * password (a UsernameToken as the binding's protection token) exactly where it says so. A session's
 * bootstrap policy is the handshake's, not the messages', and is left out. The wire tests then hold
 * the running endpoints to the same claims.
 */
class PolicyClaimsTest {

    static Stream<Endpoint> secured() {
        return Endpoint.all().stream().filter(e -> e.policyFile().isPresent());
    }

    @ParameterizedTest
    @MethodSource("secured")
    void theMessagePartsProtectedAreThoseTheCatalogClaims(Endpoint endpoint) throws Exception {
        Document policy = CatalogConsistencyTest.parse(endpoint.policyFile().orElseThrow());
        assertEquals(endpoint.mechanism().integrity() == Protection.MESSAGE, body(policy, "SignedParts"),
                endpoint + ": the body signed exactly where the catalog claims message integrity");
        assertEquals(endpoint.mechanism().confidentiality() == Protection.MESSAGE, body(policy, "EncryptedParts"),
                endpoint + ": the body encrypted exactly where the catalog claims message confidentiality");
    }

    @ParameterizedTest
    @MethodSource("secured")
    void thePasswordTravelsAsTheCatalogSays(Endpoint endpoint) throws Exception {
        Document policy = CatalogConsistencyTest.parse(endpoint.policyFile().orElseThrow());
        PasswordForm form = endpoint.mechanism().passwordForm();
        assertEquals(form == PasswordForm.DIGEST, !CatalogConsistencyTest.outsideBootstrap(policy, "HashPassword").isEmpty(),
                endpoint + ": a password digest exactly where claimed");
        boolean derived = CatalogConsistencyTest.outsideBootstrap(policy, "UsernameToken").stream()
                .anyMatch(token -> "ProtectionToken".equals(token.getParentNode().getParentNode().getLocalName()));
        assertEquals(form == PasswordForm.DERIVED_KEYS, derived, endpoint + ": keys derived from the password exactly where claimed");
    }

    /** Whether the message policy names the body among the parts of that kind (outside any bootstrap policy). */
    private static boolean body(Document policy, String parts) {
        List<Element> found = CatalogConsistencyTest.outsideBootstrap(policy, parts);
        return found.stream().anyMatch(p -> p.getElementsByTagNameNS(p.getNamespaceURI(), "Body").getLength() > 0);
    }
}
