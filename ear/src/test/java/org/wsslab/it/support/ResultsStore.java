package org.wsslab.it.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The results database the build gave the test domain (bin/domain-setup's --results): h2, or a
 * postgresql:// URL in the PostgreSQL execution (wsslab.it.results; the URL carries no password). A test
 * that reads the database itself asserts what that store must show, so a domain wired to the wrong store
 * fails it. Outside the server the system property tells; an in-container test reads the copy the
 * deployment carries ({@link LabDeployment#ear()}), as Failsafe's properties never reach the server.
 */
public final class ResultsStore {

    /**
     * For {@code @EnabledIf}/{@code @DisabledIf}: JUnit evaluates those outside the server, before Arquillian
     * runs an in-container test there, where an assumption that failed would come back as an error.
     */
    public static final String ON_POSTGRESQL = "org.wsslab.it.support.ResultsStore#postgresql";

    /** Where the deployment carries the store's URL, in the console's WAR. */
    static final String RESOURCE = "wsslab-it-results.properties";
    private static final String KEY = "results";

    private ResultsStore() {
    }

    /** "h2", or the PostgreSQL store's URL. */
    public static String configured() {
        try (InputStream in = ResultsStore.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in != null) {
                Properties carried = new Properties();
                carried.load(in);
                return carried.getProperty(KEY);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return outsideTheServer();
    }

    /** Whether the results are in PostgreSQL. */
    public static boolean postgresql() {
        return configured().startsWith("postgresql://");
    }

    /** The PostgreSQL database's name (the URL's path). */
    public static String database() {
        String url = configured();
        return url.substring(url.lastIndexOf('/') + 1);
    }

    /** The store as the build names it, for the deployment to carry. */
    static String asProperties() {
        return KEY + "=" + outsideTheServer() + "\n";
    }

    private static String outsideTheServer() {
        return System.getProperty("wsslab.it.results", "h2");
    }
}
