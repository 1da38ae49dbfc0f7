package org.wsslab.catalog.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.wsslab.echo.control.EchoOperations;
import org.wsslab.xml.SafeXml;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.xml.sax.SAXException;

/**
 * Proves, from the WSDL an endpoint actually publishes, that it enforces what the catalog claims:
 * a secured mechanism's WSDL must carry its binding assertion, algorithm suite and any session
 * token (sp:SecureConversationToken), and bind every operation to the same message policy as
 * {@code echo}; the baseline's must carry no security binding at all. A misnamed policy file
 * publishes a WSDL without policy, and this is where it shows.
 *
 * <p>A WSDL that proved its endpoint available is not read again: what an endpoint publishes cannot
 * change while the application is deployed, and reading every WSDL (62 of them) for each catalog page
 * or API read would load the JVM a run may be measuring in. One that did not is read each time, so an
 * endpoint that was not ready yet is seen once it is. Each read is logged at FINE ({@link #READ}): the
 * test deployment counts them to hold the catalog to that.
 */
@ApplicationScoped
public class PolicyProbe {

    /** The FINE record of one WSDL read; its parameters are the endpoint's id and the WSDL's address. */
    public static final String READ = "endpoint {0}: read its published WSDL {1}";

    private static final Logger LOG = Logger.getLogger(PolicyProbe.class.getName());

    static final String SECURITY_POLICY_NS = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
    private static final String WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
    private static final String POLICY_NS = "http://www.w3.org/ns/ws-policy";
    private static final String[] BINDINGS = {"TransportBinding", "SymmetricBinding", "AsymmetricBinding"};

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** By WSDL address, so that the same endpoint on another server (a run's target) proves itself there. */
    private final Map<URI, Verdict> proven = new ConcurrentHashMap<>();

    /** The verdict for one mechanism: available, or the reason it is not. */
    public record Verdict(boolean available, String reason) {
        static Verdict ok() {
            return new Verdict(true, null);
        }

        public static Verdict no(String reason) {
            return new Verdict(false, reason);
        }
    }

    /** The endpoint's verdict: the one it proved, or from its published WSDL, read now. */
    public Verdict probe(Endpoint endpoint, URI wsdl) {
        Verdict kept = proven.get(wsdl);
        if (kept != null) {
            return kept;
        }
        Verdict verdict = read(endpoint, wsdl);
        if (verdict.available()) {
            proven.put(wsdl, verdict);
        }
        return verdict;
    }

    private Verdict read(Endpoint endpoint, URI wsdl) {
        if (LOG.isLoggable(Level.FINE)) {
            LOG.log(Level.FINE, READ, new Object[]{endpoint.id(), wsdl});
        }
        Document document;
        try {
            HttpResponse<InputStream> response = http.send(
                    HttpRequest.newBuilder(wsdl).timeout(Duration.ofSeconds(20)).GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                if (response.statusCode() != 200) {
                    return Verdict.no("GET " + wsdl + " answered HTTP " + response.statusCode());
                }
                document = parse(body);
            }
        } catch (IOException | SAXException e) {
            return Verdict.no("cannot read " + wsdl + ": " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Verdict.no("interrupted while reading " + wsdl);
        }
        return judge(endpoint, document);
    }

    static Verdict judge(Mechanism mechanism, Document wsdl) {
        return judge(mechanism.endpoint(), wsdl);
    }

    static Verdict judge(Endpoint endpoint, Document wsdl) {
        Mechanism mechanism = endpoint.mechanism();
        String expected = mechanism.binding().assertion();
        if (expected == null) {
            for (String binding : BINDINGS) {
                if (count(wsdl, binding) > 0) {
                    return Verdict.no("the published WSDL carries sp:" + binding + ", but the catalog says unsecured");
                }
            }
            return Verdict.ok();
        }
        if (count(wsdl, expected) == 0) {
            return Verdict.no("the published WSDL carries no sp:" + expected
                    + " (is the policy file " + endpoint.policyFile().orElseThrow() + " misnamed?)");
        }
        String suite = endpoint.suite().assertion();
        if (suite != null && count(wsdl, suite) == 0) {
            return Verdict.no("the published WSDL's policy lacks the algorithm suite sp:" + suite);
        }
        String session = mechanism.session().assertion();
        if (session != null && count(wsdl, session) == 0) {
            return Verdict.no("the published WSDL's policy lacks sp:" + session + ": its messages would carry keys of their own,"
                    + " not a session's");
        }
        return unprotectedOperation(wsdl).map(Verdict::no).orElse(Verdict.ok());
    }

    /**
     * Why an operation of the published binding is not protected as {@code echo} is, if one is not:
     * message policies attach per operation, so one bound to other references (or none) would take
     * requests unsecured. Every operation of Echo must be there.
     */
    public static Optional<String> unprotectedOperation(Document wsdl) {
        Map<String, List<String>> references = new HashMap<>();
        NodeList bindings = wsdl.getElementsByTagNameNS(WSDL_NS, "binding");
        for (int b = 0; b < bindings.getLength(); b++) {
            NodeList operations = ((Element) bindings.item(b)).getElementsByTagNameNS(WSDL_NS, "operation");
            for (int i = 0; i < operations.getLength(); i++) {
                Element operation = (Element) operations.item(i);
                List<String> uris = new ArrayList<>();
                for (String message : List.of("input", "output")) {
                    NodeList parts = operation.getElementsByTagNameNS(WSDL_NS, message);
                    for (int j = 0; j < parts.getLength(); j++) {
                        NodeList refs = ((Element) parts.item(j)).getElementsByTagNameNS(POLICY_NS, "PolicyReference");
                        for (int k = 0; k < refs.getLength(); k++) {
                            uris.add(message + " " + ((Element) refs.item(k)).getAttribute("URI"));
                        }
                    }
                }
                references.put(operation.getAttribute("name"), uris);
            }
        }
        List<String> echo = references.get(EchoOperations.ECHO);
        for (String operation : EchoOperations.names()) {
            if (!references.containsKey(operation)) {
                return Optional.of("the published WSDL binds no operation " + operation);
            }
            if (!references.get(operation).equals(echo)) {
                return Optional.of("the published WSDL binds operation " + operation + " to " + references.get(operation)
                        + ", not to echo's message policy " + echo + ": it would take requests unsecured");
            }
        }
        return Optional.empty();
    }

    private static int count(Document document, String localName) {
        NodeList nodes = document.getElementsByTagNameNS(SECURITY_POLICY_NS, localName);
        return nodes.getLength();
    }

    static Document parse(InputStream in) throws IOException, SAXException {
        return SafeXml.parse(in);
    }
}
