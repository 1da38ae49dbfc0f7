package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLog;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * No logging tax: Metro's certificate lookup by public key used to fail on every secured request and
 * write a SEVERE WSS0216 record inside the measured call. With the default trust set-up (the peers'
 * certificates trusted, bin/domain-setup --trust peers) a run of every secured mechanism writes no
 * SEVERE record, and that is not bought by silencing anything: every logger of the domain keeps the
 * level GlassFish's domain template gives it.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class LoggingTaxIT {

    private final LabApi api = LabApi.ofTestDomain();
    private final ServerLog serverLog = new ServerLog();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void securedCallsWriteNoSevereRecord() throws Exception {
        long before = serverLog.mark();
        long id = api.start("{\"sizes\": [100], \"calls\": 3, \"warmup\": 1}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals("peers", run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0).getString("trust_setup"));
        assertTrue(run.getJsonObject("parameters").getJsonArray("mechanisms").size() > 5, "every available mechanism ran: " + run);

        String written = serverLog.since(before);
        Matcher records = ServerLog.records(written);
        int count = 0;
        StringBuilder severe = new StringBuilder();
        while (records.find()) {
            count++;
            if (records.group(1).equals("SEVERE")) {
                severe.append(written, records.start(), Math.min(written.length(), records.start() + 400)).append("\n");
            }
        }
        assertTrue(count > 0, "the calls wrote to server.log at all (policies loaded, WSP5018): the reader sees records");
        assertEquals("", severe.toString(), "SEVERE records written while the run's secured calls were made");
    }

    @Test
    void everyLoggerKeepsTheLevelOfGlassFishsTemplate() throws IOException {
        Path domain = serverLog.file().getParent().getParent();
        Path template = domain.getParent().getParent().resolve("common/templates/gf/appserver-domain.jar");
        Map<String, String> expected;
        try (JarFile jar = new JarFile(template.toFile()); InputStream in = jar.getInputStream(jar.getEntry("config/logging.properties"))) {
            expected = levels(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        Map<String, String> actual = levels(Files.readString(domain.resolve("config/logging.properties")));
        assertTrue(expected.size() > 50, "the template names the loggers' levels: " + expected.size());
        assertEquals(expected, actual, "the domain's logger levels are the template's: none raised to hide a record");
    }

    private static Map<String, String> levels(String properties) throws IOException {
        Properties all = new Properties();
        all.load(new StringReader(properties));
        Map<String, String> levels = new TreeMap<>();
        all.stringPropertyNames().stream().filter(name -> name.endsWith(".level")).forEach(name -> levels.put(name, all.getProperty(name)));
        return levels;
    }
}
