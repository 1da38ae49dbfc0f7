package org.wsslab.cxf;

import jakarta.json.JsonObject;
import java.io.PrintStream;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The interop check: does a second WS-Security stack, Apache CXF with WSS4J, interoperate with the lab's
 * Metro endpoints when it knows nothing but their published WSDLs, the lab's keys and its endpoint user?
 *
 * <p>For every endpoint (mechanism × algorithm suite) of the lab's catalog ({@code GET <lab>api/mechanisms},
 * as console user {@code viewer}) it builds a CXF client from the endpoint's WSDL, lets CXF's WS-Policy engine
 * apply the policy found there, and echoes {@value #SMALL} B and 1 MB: warm-up calls, then timed calls whose
 * median round trip is reported. Each endpoint ends INTEROPERATES, FAILS (with the exact reason and the side
 * that refused, see {@link Refusal}) or NOT_TESTABLE (SAML mechanisms: OpenSAML is not on Maven Central). The
 * report is printed as JSON on standard output and posted to {@code <lab>api/interop} as {@code operator};
 * progress goes to standard error.
 *
 * <p>Command line (also {@code --help}):
 * <pre>
 *   --lab URL                 the lab's base URL (default http://localhost:8080/wsslab/)
 *   --client-stores DIR       the domain's config/wsslab-client folder (required)
 *   --console-passwords DIR   folder with viewer.password, operator.password (default ~/.wsslab/domain)
 *   --calls N                 timed calls per size (default 10)
 *   --warmup N                untimed calls per size before them (default 2)
 *   --no-post                 print only
 *   --verbose                 let CXF log its warnings (a stack trace per refusal)
 *   MECHANISM-ID...           mechanisms to try (default all)
 * </pre>
 * Exit status: 0 when every endpoint was tried, whatever the outcomes; 1 when the lab or its files cannot be
 * used; 2 for a wrong command line; 3 when the results were printed but could not be posted.
 *
 * <p>Runs in a JVM of its own ({@code bin/wsslab interop}): CXF's libraries never meet Metro's in GlassFish.
 */
public final class Interop {

    static final int SMALL = 100;

    // Kept strongly reachable: a JUL logger's level is lost when the logger is collected.
    private static final Logger CXF_LOG = Logger.getLogger("org.apache.cxf");
    // Ehcache (CXF's token store) announces every cache it makes and drops, two lines per endpoint.
    private static final Logger EHCACHE_LOG = Logger.getLogger("org.ehcache");

    private Interop() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (UsageException e) {
            err.println("interop: " + e.getMessage() + " (--help lists the options)");
            return 2;
        }
        if (options.help()) {
            out.print(Options.USAGE);
            return 0;
        }
        // Every failure's reason is in the report; CXF's own warnings (a stack trace per refused message)
        // would only bury the progress lines.
        if (!options.verbose()) {
            CXF_LOG.setLevel(Level.SEVERE);
            EHCACHE_LOG.setLevel(Level.WARNING);
        }
        LabApi lab = new LabApi(options.api(), options.consolePasswords());
        JsonObject report;
        try {
            ClientStores stores = ClientStores.in(options.clientStores());
            List<Endpoint> endpoints = Catalog.endpoints(lab.mechanisms(), options.mechanisms(), options.suites());
            Long metroRun = options.metro() ? MetroBeside.measure(lab, endpoints, EchoTrial.SIZES, options.calls(), options.warmup(), err)
                    .orElse(null) : null;
            SecurityLog log = SecurityLog.attach(options.verbose());
            EchoTrial trial = new EchoTrial(new EchoPortFactory(stores), log, options.calls(), options.warmup());
            List<InteropResult> results = new ArrayList<>();
            for (Endpoint endpoint : endpoints) {
                InteropResult result = trial.run(endpoint);
                err.println("interop: " + Progress.line(endpoint, result));
                results.add(result);
            }
            report = ResultsJson.of(ClientDescription.current(), metroRun, results);
        } catch (UsageException e) {
            err.println("interop: " + e.getMessage());
            return 2;
        } catch (LabException e) {
            err.println("interop: error: " + e.getMessage());
            return 1;
        } catch (GeneralSecurityException e) {
            err.println("interop: error: the lab's trust store cannot make a TLS context: " + e.getMessage());
            return 1;
        }
        out.println(ResultsJson.pretty(report));
        if (options.post()) {
            try {
                lab.postInterop(report);
                err.println("interop: results stored at " + options.api().resolve("interop"));
            } catch (LabException e) {
                err.println("interop: the results above were not stored: " + e.getMessage());
                return 3;
            }
        }
        return 0;
    }
}
