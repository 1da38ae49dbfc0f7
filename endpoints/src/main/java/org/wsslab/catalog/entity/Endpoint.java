package org.wsslab.catalog.entity;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.xml.namespace.QName;

/**
 * One deployed echo endpoint: a mechanism under one of its algorithm suites. Metro finds a policy by
 * the endpoint class's name, so every suite a mechanism offers is an endpoint class of its own; the
 * mechanism's catalog suite keeps the names it always had ({@code MutualCertificatesEcho},
 * {@code /echo/mutual-certificates}), the others add the suite ({@code MutualCertificatesBasic256Echo},
 * {@code /echo/mutual-certificates/Basic256}). The build generates those from the catalog
 * ({@code org.wsslab.catalog.generate.SuiteEndpoints}); nothing per suite is written by hand.
 */
public record Endpoint(Mechanism mechanism, AlgorithmSuite suite) {

    private static final int TRIPLE_DES_KEY_BITS = 192;

    public Endpoint {
        if (!mechanism.suites().contains(suite)) {
            throw new IllegalArgumentException(mechanism.id() + " is not measured under " + suite
                    + "; its suites are " + mechanism.suites());
        }
    }

    /** Every endpoint the lab deploys: each mechanism under each of its suites, catalog order, its own suite first. */
    public static List<Endpoint> all() {
        return Mechanism.all().stream().flatMap(m -> m.suites().stream().map(s -> new Endpoint(m, s))).toList();
    }

    /**
     * The cells' endpoints of a run naming these mechanisms and suites: a mechanism that offers a
     * choice of suite once per suite asked for (in that order), any other once, under its own suite.
     */
    public static List<Endpoint> measured(List<Mechanism> mechanisms, List<AlgorithmSuite> suites) {
        return mechanisms.stream().flatMap(m -> m.suites().size() > 1
                ? suites.stream().map(m::under) : Stream.of(m.endpoint())).toList();
    }

    /** The endpoint of a stored row: a mechanism id and a {@link #suiteId()}. */
    public static Endpoint stored(String mechanismId, String suiteId) {
        Mechanism mechanism = Mechanism.byId(mechanismId)
                .orElseThrow(() -> new IllegalStateException("a stored row names an unknown mechanism " + mechanismId));
        AlgorithmSuite suite = suiteId.isEmpty() ? AlgorithmSuite.NONE : AlgorithmSuite.byId(suiteId)
                .orElseThrow(() -> new IllegalStateException("a stored row names an unknown suite " + suiteId));
        return new Endpoint(mechanism, suite);
    }

    /**
     * A stable key: the mechanism's id under its catalog suite (so every figure keyed by it before
     * suites existed stays the same), "mutual-certificates/Basic256" under another.
     */
    public String id() {
        return isCatalogSuite() ? mechanism.id() : mechanism.id() + "/" + suite.assertion();
    }

    /** The endpoint whose {@link #id()} this is. */
    public static Optional<Endpoint> byId(String id) {
        int slash = id.indexOf('/');
        if (slash < 0) {
            return Mechanism.byId(id).map(Mechanism::endpoint);
        }
        Optional<Mechanism> mechanism = Mechanism.byId(id.substring(0, slash));
        Optional<AlgorithmSuite> suite = AlgorithmSuite.byId(id.substring(slash + 1));
        return mechanism.isPresent() && suite.isPresent() && mechanism.get().suites().contains(suite.get())
                ? Optional.of(mechanism.get().under(suite.get())) : Optional.empty();
    }

    /** The suite's id as stored and shown: its sp: name, or "" for a mechanism with none. */
    public String suiteId() {
        return suite.assertion() == null ? "" : suite.assertion();
    }

    /** The endpoints that exist only because a mechanism offers more than one suite: the generated ones. */
    public static List<Endpoint> generated() {
        return all().stream().filter(e -> !e.isCatalogSuite()).toList();
    }

    /** Whether this is the mechanism under the suite its catalog entry names (the hand-written endpoint). */
    public boolean isCatalogSuite() {
        return suite == mechanism.algorithmSuite();
    }

    /** "MutualCertificates", or "MutualCertificatesBasic256" under another suite: the stem of every generated name. */
    public String stem() {
        // "mutual-certificates" becomes "MutualCertificates".
        StringBuilder stem = new StringBuilder();
        for (String part : mechanism.id().split("-")) {
            stem.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return isCatalogSuite() ? stem.toString() : stem + suite.assertion();
    }

    public String endpointClassName() {
        return "org.wsslab.echo.boundary." + stem() + "Echo";
    }

    public String simpleClassName() {
        return stem() + "Echo";
    }

    public QName serviceName() {
        return new QName(Mechanism.NAMESPACE, stem() + "EchoService");
    }

    public QName portName() {
        return new QName(Mechanism.NAMESPACE, stem() + "EchoPort");
    }

    /** Where GlassFish publishes the endpoint, relative to the server root. */
    public String path() {
        return isCatalogSuite() ? "/echo/" + mechanism.id() : "/echo/" + mechanism.id() + "/" + suite.assertion();
    }

    /**
     * The server-side policy file as Metro looks it up: named after the endpoint class, in the EJB
     * jar's META-INF. A file of any other name leaves the endpoint unsecured without an error.
     */
    public Optional<String> policyFile() {
        return mechanism.secured() ? Optional.of("META-INF/wsit-" + endpointClassName() + ".xml") : Optional.empty();
    }

    /** The client-side file wsit-client.xml imports for this endpoint, if the mechanism needs one. */
    public Optional<String> clientFile() {
        if (!mechanism.clientConfigured()) {
            return Optional.empty();
        }
        return Optional.of("META-INF/wsit-client-" + mechanism.id() + (isCatalogSuite() ? "" : "-" + suite.assertion()) + ".xml");
    }

    /**
     * Why the endpoint cannot work, where that is known: it is deployed like the others (so anyone can
     * retry it on a newer Metro, and AlgorithmSuitesIT notices when it starts working) but never
     * offered as available. The text is what server.log says.
     */
    public Optional<String> knownFailure() {
        if (mechanism == Mechanism.STS_ISSUED_TOKEN && suite.keyBits() == TRIPLE_DES_KEY_BITS) {
            return Optional.of("Metro's issued-token client cannot encrypt with the STS's 192-bit proof key: "
                    + "WSS1906: Invalid key provided for encryption/decryption. java.security.InvalidKeyException: "
                    + "Wrong key size (at DESedeCrypt.init, from CryptoProcessor.encryptData); the service then "
                    + "refuses the request: WSS1925: No CipherValue found in CipherData");
        }
        return Optional.empty();
    }

    /** How people read it: "mutual-certificates", or "mutual-certificates under Basic256". */
    @Override
    public String toString() {
        return isCatalogSuite() ? mechanism.id() : mechanism.id() + " under " + suite.assertion();
    }
}
