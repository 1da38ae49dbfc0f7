package org.wsslab.cxf;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of the interop client is asked to do, read from its command line (see {@link #USAGE}).
 *
 * @param lab              the lab's base URL, ending in a slash; its API is {@code <lab>api/}
 * @param clientStores     the domain's folder of client key material ({@code wsslab-client})
 * @param consolePasswords the folder holding {@code viewer.password} and {@code operator.password}
 * @param mechanisms       mechanism ids to try; empty means every mechanism of the catalog
 * @param suites           suites to try a mechanism that offers several under; empty means all of them
 * @param metro            whether the lab measures Metro at the same sizes first, in a run of its own
 * @param calls            timed calls per size
 * @param warmup           untimed calls per size before them
 * @param post             whether to store the results at the lab ({@code POST api/interop})
 * @param verbose          whether CXF logs what it refuses and why (stack traces included)
 * @param help             only print the usage
 */
record Options(URI lab, Path clientStores, Path consolePasswords, List<String> mechanisms, List<String> suites, int calls,
        int warmup, boolean metro, boolean post, boolean verbose, boolean help) {

    static final String USAGE = """
            usage: java -cp target/classes:$(cat target/interop-classpath.txt) org.wsslab.cxf.Interop \\
                     --client-stores DIR [options] [MECHANISM-ID...]

            Builds an Apache CXF client from each lab endpoint's published WSDL, lets CXF apply the policy it
            finds there with the lab's keys and endpoint user, echoes 100 B and 1 MB, and reports per endpoint
            whether CXF and Metro interoperate. Results are printed as JSON and posted to the lab.

              --lab URL                 the lab's base URL (default http://localhost:8080/wsslab/); API at <URL>api/
              --client-stores DIR       the domain's client folder, <glassfish>/glassfish/domains/<domain>/config/
                                        wsslab-client: client-keys.p12, client-trust.p12, store.password,
                                        endpoint-user.properties (required)
              --console-passwords DIR   folder with viewer.password and operator.password (default ~/.wsslab/domain)
              --calls N                 timed calls per size (default 10)
              --warmup N                untimed calls per size before them (default 2)
              --suites S,...            under which suites to try a mechanism that offers several (default: all;
                                        e.g. Basic128: each mechanism under its own suite only)
              --no-metro                do not have the lab measure Metro beside the check (by default it runs
                                        the same endpoints, sizes and calls first, and the check names that run)
              --no-post                 print the results only; do not POST them to <URL>api/interop
              --verbose                 let CXF log its warnings, with the stack trace of every refusal
              --help                    this text
              MECHANISM-ID...           mechanisms to try (default: every mechanism in the catalog)

            Exit status: 0 when every endpoint was tried (whatever the outcomes), 1 when the lab or its files
            cannot be used, 2 for a wrong command line, 3 when the results were printed but could not be posted.
            """;

    static final URI DEFAULT_LAB = URI.create("http://localhost:8080/wsslab/");

    static Options parse(String... args) throws UsageException {
        URI lab = DEFAULT_LAB;
        Path clientStores = null;
        Path consolePasswords = Path.of(System.getProperty("user.home"), ".wsslab", "domain");
        List<String> mechanisms = new ArrayList<>();
        int calls = 10;
        int warmup = 2;
        List<String> suites = new ArrayList<>();
        boolean metro = true;
        boolean post = true;
        boolean verbose = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--help", "-h" -> {
                    return new Options(lab, clientStores, consolePasswords, List.of(), List.of(), calls, warmup, metro, post, verbose,
                            true);
                }
                case "--lab" -> lab = baseUrl(value(args, ++i, arg));
                case "--client-stores" -> clientStores = Path.of(value(args, ++i, arg));
                case "--console-passwords" -> consolePasswords = Path.of(value(args, ++i, arg));
                case "--calls" -> calls = count(value(args, ++i, arg), arg, 1);
                case "--warmup" -> warmup = count(value(args, ++i, arg), arg, 0);
                case "--suites" -> suites = List.of(value(args, ++i, arg).split(","));
                case "--no-metro" -> metro = false;
                case "--no-post" -> post = false;
                case "--verbose" -> verbose = true;
                default -> {
                    if (arg.startsWith("-")) {
                        throw new UsageException("unknown option " + arg + "; allowed are --lab, --client-stores, "
                                + "--console-passwords, --calls, --warmup, --suites, --no-metro, --no-post, --verbose, --help");
                    }
                    mechanisms.add(arg);
                }
            }
        }
        if (clientStores == null) {
            throw new UsageException("--client-stores is required: the domain's folder holding client-keys.p12, "
                    + "e.g. <glassfish>/glassfish/domains/wsslab/config/wsslab-client");
        }
        return new Options(lab, clientStores, consolePasswords, List.copyOf(mechanisms), List.copyOf(suites), calls, warmup, metro,
                post, verbose, false);
    }

    /** The lab's REST API, which every call of this client goes through except the SOAP ones. */
    URI api() {
        return lab.resolve("api/");
    }

    private static String value(String[] args, int index, String option) throws UsageException {
        if (index >= args.length || args[index].startsWith("--")) {
            throw new UsageException(option + " needs a value");
        }
        return args[index];
    }

    private static int count(String text, String option, int least) throws UsageException {
        try {
            int n = Integer.parseInt(text);
            if (n >= least) {
                return n;
            }
        } catch (NumberFormatException e) {
            // answered below, with what is allowed
        }
        throw new UsageException(option + " must be a whole number of at least " + least + ", not '" + text + "'");
    }

    private static URI baseUrl(String text) throws UsageException {
        try {
            URI uri = new URI(text.endsWith("/") ? text : text + "/");
            if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme()) || uri.getHost() == null) {
                throw new UsageException("--lab must be an http(s) URL such as " + DEFAULT_LAB + ", not '" + text + "'");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new UsageException("--lab is not a URL: " + e.getMessage());
        }
    }
}
