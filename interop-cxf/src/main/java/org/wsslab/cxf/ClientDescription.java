package org.wsslab.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.apache.cxf.version.Version;

/** Names the client stack a report comes from, read from the libraries actually loaded, not from the build. */
final class ClientDescription {

    private static final String WSS4J_POM = "META-INF/maven/org.apache.wss4j/wss4j-ws-security-dom/pom.properties";

    private ClientDescription() {
    }

    /** E.g. "Apache CXF 4.2.3 (WSS4J 4.0.1), Java 25.0.1". */
    static String current() {
        return "Apache CXF " + Version.getCurrentVersion() + " (WSS4J " + wss4j() + "), Java "
                + System.getProperty("java.version");
    }

    private static String wss4j() {
        // WSS4J's jars carry no Implementation-Version; Maven's pom.properties inside them does.
        try (InputStream in = ClientDescription.class.getClassLoader().getResourceAsStream(WSS4J_POM)) {
            if (in != null) {
                Properties pom = new Properties();
                pom.load(in);
                return pom.getProperty("version", "unknown");
            }
        } catch (IOException e) {
            // reported as unknown below
        }
        return "unknown";
    }
}
