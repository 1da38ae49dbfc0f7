package org.wsslab.catalog.entity;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The mechanism catalog: every WS-Security mechanism the lab measures, named once. Endpoints,
 * clients, tests, the REST API, the console and the mechanism table of docs/mechanisms.md all read
 * this list.
 *
 * <p>Adding a mechanism is adding an entry here, an endpoint class named after {@link #endpointClassName()}
 * and its policy files in {@code wsit-configs}; {@code CatalogConsistencyTest} fails until the three agree.
 */
public enum Mechanism {

    PLAIN("plain", "No security (baseline)", Transport.HTTP, Binding.NONE,
            Authentication.NONE, Protection.NONE, Protection.NONE, "none", AlgorithmSuite.NONE),

    USERNAME_SYMMETRIC("username-symmetric", "Username Authentication with Symmetric Key", Transport.HTTP,
            Binding.SYMMETRIC, Authentication.USERNAME, Protection.MESSAGE, Protection.MESSAGE,
            "UsernameToken (encrypted); service X.509 v3 protects an ephemeral key", AlgorithmSuite.BASIC128),

    MUTUAL_CERTIFICATES("mutual-certificates", "Mutual Certificates Security", Transport.HTTP, Binding.ASYMMETRIC,
            Authentication.X509_CERTIFICATE, Protection.MESSAGE, Protection.MESSAGE,
            "X.509 v3 (client and service)", AlgorithmSuite.BASIC128),

    TRANSPORT_SSL("transport-ssl", "Transport Security (SSL)", Transport.HTTPS, Binding.TRANSPORT,
            Authentication.NONE, Protection.TRANSPORT, Protection.TRANSPORT,
            "HTTPS (server certificate); timestamp", AlgorithmSuite.BASIC128),

    MESSAGE_AUTH_SSL("message-auth-ssl", "Message Authentication over SSL", Transport.HTTPS, Binding.TRANSPORT,
            Authentication.USERNAME, Protection.TRANSPORT, Protection.TRANSPORT,
            "UsernameToken over HTTPS; timestamp", AlgorithmSuite.BASIC128),

    SAML_AUTHORIZATION_SSL("saml-authorization-ssl", "SAML Authorization over SSL", Transport.HTTPS,
            Binding.TRANSPORT, Authentication.SAML_ASSERTED, Protection.TRANSPORT, Protection.TRANSPORT,
            "SAML 2.0 sender-vouches assertion over HTTPS; timestamp", AlgorithmSuite.BASIC128),

    ENDORSING_CERTIFICATE("endorsing-certificate", "Endorsing Certificate", Transport.HTTP, Binding.SYMMETRIC,
            Authentication.X509_CERTIFICATE, Protection.MESSAGE, Protection.MESSAGE,
            "client X.509 v3 endorses the signature; service X.509 v3 protects an ephemeral key",
            AlgorithmSuite.BASIC128),

    SAML_SENDER_VOUCHES("saml-sender-vouches", "SAML Sender Vouches with Certificates", Transport.HTTP,
            Binding.ASYMMETRIC, Authentication.SAML_SENDER_VOUCHES, Protection.MESSAGE, Protection.MESSAGE,
            "SAML 2.0 sender-vouches assertion; X.509 v3 (client and service)", AlgorithmSuite.BASIC128),

    SAML_HOLDER_OF_KEY("saml-holder-of-key", "SAML Holder of Key", Transport.HTTP, Binding.ASYMMETRIC,
            Authentication.SAML_HOLDER_OF_KEY, Protection.MESSAGE, Protection.MESSAGE,
            "SAML 2.0 holder-of-key assertion signed by the lab's issuer; service X.509 v3", AlgorithmSuite.BASIC128),

    STS_ISSUED_TOKEN("sts-issued-token", "STS Issued Token", Transport.HTTP, Binding.SYMMETRIC,
            Authentication.ISSUED_TOKEN, Protection.MESSAGE, Protection.MESSAGE,
            "SAML 2.0 issued by the lab's STS (after username authentication there), symmetric proof key",
            AlgorithmSuite.BASIC128),

    USERNAME_DERIVED_KEYS("username-derived-keys", "Username Authentication with Password Derived Keys",
            Transport.HTTP, Binding.SYMMETRIC, Authentication.USERNAME, Protection.MESSAGE, Protection.MESSAGE,
            "UsernameToken with salt and iteration count; keys derived from the password", AlgorithmSuite.BASIC128,
            Session.NONE, PasswordForm.DERIVED_KEYS),

    // The entries below are what the other studies measured (seeds 000, 002, 003): each half of
    // sign-and-encrypt alone, the order of the two, a password alone and TLS alone.

    USERNAME_TOKEN_HTTP("username-token-http", "UsernameToken over HTTP (insecure on purpose)", Transport.HTTP,
            Binding.SUPPORTING_TOKEN_ONLY, Authentication.USERNAME, Protection.NONE, Protection.NONE,
            "UsernameToken with its password in clear text over plain HTTP; nothing signed or encrypted",
            AlgorithmSuite.NONE),

    SIGN_ONLY("sign-only", "X.509 Sign Only", Transport.HTTP, Binding.ASYMMETRIC,
            Authentication.X509_CERTIFICATE, Protection.MESSAGE, Protection.NONE,
            "X.509 v3 (client signs, service signs the response); nothing encrypted", AlgorithmSuite.BASIC128),

    // Nothing is signed, so the client certificate proves nothing: no caller is authenticated.
    ENCRYPT_ONLY("encrypt-only", "X.509 Encrypt Only", Transport.HTTP, Binding.ASYMMETRIC,
            Authentication.NONE, Protection.NONE, Protection.MESSAGE,
            "X.509 v3 (body encrypted for the service, response for the client); nothing signed", AlgorithmSuite.BASIC128),

    ENCRYPT_THEN_SIGN("encrypt-then-sign", "Mutual Certificates, Encrypt before Signing", Transport.HTTP,
            Binding.ASYMMETRIC, Authentication.X509_CERTIFICATE, Protection.MESSAGE, Protection.MESSAGE,
            "X.509 v3 (client and service); the signature covers the encrypted body", AlgorithmSuite.BASIC128),

    HTTPS_ONLY("https-only", "HTTPS only, no WS-Security", Transport.HTTPS, Binding.NONE,
            Authentication.NONE, Protection.TRANSPORT, Protection.TRANSPORT,
            "HTTPS (server certificate); no security header, no timestamp", AlgorithmSuite.NONE),

    // A session instead of per-message keys (seeds 000, 001, 002): a handshake on a port's first call,
    // under the bootstrap policy of the mechanism named, then keys derived from the security context.

    SECURE_CONVERSATION("secure-conversation", "Secure Conversation, bootstrapped by Mutual Certificates", Transport.HTTP,
            Binding.SYMMETRIC, Authentication.X509_CERTIFICATE, Protection.MESSAGE, Protection.MESSAGE,
            "SecurityContextToken from a handshake signed and encrypted with X.509 v3 (client and service); keys derived"
                    + " from the context",
            AlgorithmSuite.BASIC128, Session.SECURE_CONVERSATION, PasswordForm.NONE),

    SECURE_CONVERSATION_USERNAME("secure-conversation-username", "Secure Conversation, bootstrapped by Username with"
            + " Symmetric Key", Transport.HTTP, Binding.SYMMETRIC, Authentication.USERNAME, Protection.MESSAGE, Protection.MESSAGE,
            "SecurityContextToken from a handshake carrying a UsernameToken under the service's X.509 v3; keys derived"
                    + " from the context",
            AlgorithmSuite.BASIC128, Session.SECURE_CONVERSATION, PasswordForm.TEXT),

    // What the studies measured and the entries above did not (issue 44): 000's hashed password, 002's session that
    // only encrypts, 003's key derived from the username token that only encrypts or only signs.

    USERNAME_TOKEN_DIGEST("username-token-digest", "UsernameToken with Password Digest over HTTP", Transport.HTTP,
            Binding.SUPPORTING_TOKEN_ONLY, Authentication.USERNAME, Protection.NONE, Protection.NONE,
            "UsernameToken with a SHA-1 digest of nonce, creation time and password, over plain HTTP; nothing signed or"
                    + " encrypted",
            AlgorithmSuite.NONE, Session.NONE, PasswordForm.DIGEST),

    // The handshake is secure-conversation's (signed and encrypted); the messages under the context are only encrypted.
    SECURE_CONVERSATION_ENCRYPT_ONLY("secure-conversation-encrypt-only", "Secure Conversation, Encrypt Only", Transport.HTTP,
            Binding.SYMMETRIC, Authentication.X509_CERTIFICATE, Protection.NONE, Protection.MESSAGE,
            "SecurityContextToken from a handshake signed and encrypted with X.509 v3 (client and service); bodies"
                    + " encrypted with keys derived from the context, nothing signed",
            AlgorithmSuite.BASIC128, Session.SECURE_CONVERSATION, PasswordForm.NONE),

    USERNAME_DERIVED_ENCRYPT_ONLY("username-derived-encrypt-only", "Username with Password Derived Keys, Encrypt Only",
            Transport.HTTP, Binding.SYMMETRIC, Authentication.USERNAME, Protection.NONE, Protection.MESSAGE,
            "UsernameToken with salt and iteration count; body encrypted with a key derived from the password, nothing signed",
            AlgorithmSuite.BASIC128, Session.NONE, PasswordForm.DERIVED_KEYS),

    USERNAME_DERIVED_SIGN_ONLY("username-derived-sign-only", "Username with Password Derived Keys, Sign Only",
            Transport.HTTP, Binding.SYMMETRIC, Authentication.USERNAME, Protection.MESSAGE, Protection.NONE,
            "UsernameToken with salt and iteration count; body, timestamp and WS-Addressing headers signed with a key"
                    + " derived from the password, nothing encrypted",
            AlgorithmSuite.BASIC128, Session.NONE, PasswordForm.DERIVED_KEYS);

    /** Target namespace of every echo service, its port type and its policy file. */
    public static final String NAMESPACE = "urn:wsslab:echo";

    private final String id;
    private final String displayName;
    private final Transport transport;
    private final Binding binding;
    private final Authentication authentication;
    private final Protection integrity;
    private final Protection confidentiality;
    private final String tokenType;
    private final AlgorithmSuite algorithmSuite;
    private final Session session;
    private final PasswordForm passwordForm;

    Mechanism(String id, String displayName, Transport transport, Binding binding, Authentication authentication,
            Protection integrity, Protection confidentiality, String tokenType, AlgorithmSuite algorithmSuite) {
        this(id, displayName, transport, binding, authentication, integrity, confidentiality, tokenType, algorithmSuite, Session.NONE,
                authentication == Authentication.USERNAME || authentication == Authentication.ISSUED_TOKEN ? PasswordForm.TEXT
                        : PasswordForm.NONE);
    }

    Mechanism(String id, String displayName, Transport transport, Binding binding, Authentication authentication,
            Protection integrity, Protection confidentiality, String tokenType, AlgorithmSuite algorithmSuite, Session session,
            PasswordForm passwordForm) {
        this.id = id;
        this.displayName = displayName;
        this.transport = transport;
        this.binding = binding;
        this.authentication = authentication;
        this.integrity = integrity;
        this.confidentiality = confidentiality;
        this.tokenType = tokenType;
        this.algorithmSuite = algorithmSuite;
        this.session = session;
        this.passwordForm = passwordForm;
    }

    public static Optional<Mechanism> byId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
    }

    public static List<Mechanism> all() {
        return List.of(values());
    }

    /** Stable id used in URLs, the API, stored rows and file names. */
    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    public Transport transport() {
        return transport;
    }

    public Binding binding() {
        return binding;
    }

    public Authentication authentication() {
        return authentication;
    }

    public Protection integrity() {
        return integrity;
    }

    public Protection confidentiality() {
        return confidentiality;
    }

    public String tokenType() {
        return tokenType;
    }

    public AlgorithmSuite algorithmSuite() {
        return algorithmSuite;
    }

    /** Whether the keys come from a session a port's first call sets up (see {@link Session}). */
    public Session session() {
        return session;
    }

    /** How the UsernameToken carries the endpoint user's password (NONE where the mechanism sends none). */
    public PasswordForm passwordForm() {
        return passwordForm;
    }

    /** Whether the endpoint has a WS-SecurityPolicy (and its requests a security header). */
    public boolean secured() {
        return binding != Binding.NONE;
    }

    /**
     * Whether requests carry a timestamp (sp:IncludeTimestamp): every binding the lab uses includes one,
     * except where nothing would protect it (encrypt-only signs nothing; a supporting token alone has no
     * binding). CatalogConsistencyTest checks the policy files agree.
     */
    public boolean timestamped() {
        return switch (binding) {
            case NONE, SUPPORTING_TOKEN_ONLY -> false;
            case TRANSPORT -> true;
            case SYMMETRIC, ASYMMETRIC -> integrity == Protection.MESSAGE;
        };
    }

    /**
     * Whether the policy requires WS-Addressing (wsam:Addressing): every binding the lab uses does; a
     * supporting token alone, like no policy, leaves the headers out. Where the message is signed, so
     * are the To, Action, MessageID, ReplyTo and FaultTo headers (sp:SignedParts). CatalogConsistencyTest
     * checks the policy files agree.
     */
    public boolean addressing() {
        return secured() && binding != Binding.SUPPORTING_TOKEN_ONLY;
    }

    /**
     * Whether the client needs a wsit-client file of its own: message-level bindings need key or trust
     * stores, SAML needs its callback handler. Transport-only mechanisms rely on JSSE, and usernames
     * travel in the port's request context.
     */
    public boolean clientConfigured() {
        return switch (authentication) {
            case SAML_SENDER_VOUCHES, SAML_ASSERTED, SAML_HOLDER_OF_KEY -> true;
            // The proof key comes from the STS, whose own client file (wsit-client-sts.xml) does the work.
            case ISSUED_TOKEN -> false;
            case NONE, X509_CERTIFICATE, USERNAME -> binding == Binding.SYMMETRIC || binding == Binding.ASYMMETRIC;
        };
    }

    /** Whether the client sends the endpoint user's name and password (to the STS, for an issued token). */
    public boolean usesPassword() {
        return passwordForm != PasswordForm.NONE;
    }

    /**
     * The suites a run may measure the mechanism under: all of them for a message-level X.509 or
     * symmetric binding; only its own for the others: a transport binding's suite is TLS's business,
     * and a key derived from the password is 128 bits whatever the suite says. The catalog's own suite
     * comes first.
     */
    public List<AlgorithmSuite> suites() {
        boolean messageLevel = binding == Binding.SYMMETRIC || binding == Binding.ASYMMETRIC;
        return messageLevel && passwordForm != PasswordForm.DERIVED_KEYS ? AlgorithmSuite.choosable() : List.of(algorithmSuite);
    }

    /** The endpoint under the catalog's suite: where the mechanism was always published. */
    public Endpoint endpoint() {
        return new Endpoint(this, algorithmSuite);
    }

    /** The endpoint under {@code suite}, which must be one of {@link #suites()}. */
    public Endpoint under(AlgorithmSuite suite) {
        return new Endpoint(this, suite);
    }

    /** Where GlassFish publishes the endpoint (see glassfish-ejb-jar.xml), relative to the server root. */
    public String path() {
        return endpoint().path();
    }

    /** The server-side policy file of the catalog suite's endpoint (see {@link Endpoint#policyFile()}). */
    public Optional<String> policyFile() {
        return endpoint().policyFile();
    }
}
