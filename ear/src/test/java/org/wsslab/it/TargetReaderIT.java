package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.RawSoap;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * What the lab reads from a server under measurement, here its own (/wsslab-target, the module a
 * target's EAR holds too): who the server is, and its times of a marked call, taken once and only by
 * the mark. The call is made by hand with the header the engine's client tube sets.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class TargetReaderIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final String PORT = System.getProperty("wsslab.it.httpPort", "28080");

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void theIdentitySaysWhichServerAndWhichKeys() throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(reader("identity")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        JsonObject identity = LabApi.object(response.body());
        assertEquals("wsslab-target", identity.getString("application"));
        assertTrue(identity.getString("glassfish").startsWith("Eclipse GlassFish 8"), identity.toString());
        assertTrue(identity.getString("jvm_id").matches("\\d+@.+"), identity.toString());
        assertEquals(Integer.parseInt(PORT), identity.getInt("http_port"));
        assertEquals(fingerprint(Path.of(System.getProperty("wsslab.it.labCa"))), identity.getString("keys", null),
                "the keys the domain was set up with: the lab CA's fingerprint");
        assertNotNull(identity.get("cpus"));
    }

    @Test
    void aMarkedCallsServerTimeIsReadOnceByItsMark() throws Exception {
        long mark = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        HttpRequest call = HttpRequest.newBuilder(URI.create("http://localhost:" + PORT + "/echo/plain"))
                .header("Content-Type", "text/xml; charset=utf-8").header("SOAPAction", "\"\"").header("X-Wsslab-Call", Long.toString(mark))
                .POST(HttpRequest.BodyPublishers.ofString(RawSoap.envelope(Payloads.random(100)))).build();
        assertEquals(200, HTTP.send(call, HttpResponse.BodyHandlers.ofString()).statusCode());

        JsonArray records = read(mark + "\n" + (mark == 1 ? 2 : mark - 1) + "\n").getJsonArray("records");
        assertEquals(1, records.size(), "the marked call, not the mark no request carried: " + records);
        JsonObject record = records.getJsonObject(0);
        assertEquals(Long.toString(mark), record.getString("mark"));
        JsonArray window = record.getJsonArray("windows").getJsonArray(0);
        assertEquals(1, record.getJsonArray("windows").size(), record.toString());
        assertTrue(window.getJsonNumber(1).longValue() > window.getJsonNumber(0).longValue(), record.toString());
        assertTrue(record.getJsonNumber("cpu_ns").longValue() > 0, record.toString());
        assertEquals(0, read(Long.toString(mark)).getJsonArray("records").size(), "a record is taken once");
    }

    @Test
    void aListThatIsNotMarksIsRefusedNamingTheLine() throws Exception {
        HttpResponse<String> refused = post("12\nDROP TABLE\n");
        assertEquals(400, refused.statusCode());
        assertTrue(
                refused.body().contains("line 2: &#39;DROP TABLE&#39; is not a call mark")
                        || refused.body().contains("line 2: 'DROP TABLE' is not a call mark"),
                refused.body());
        assertEquals(405,
                HTTP.send(HttpRequest.newBuilder(reader("server-times")).build(), HttpResponse.BodyHandlers.ofString()).statusCode(),
                "server times are taken by POST only: a GET must not consume records");
    }

    private static JsonObject read(String marks) throws Exception {
        HttpResponse<String> response = post(marks);
        assertEquals(200, response.statusCode(), response.body());
        return LabApi.object(response.body());
    }

    private static HttpResponse<String> post(String marks) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(reader("server-times")).header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(marks, StandardCharsets.UTF_8)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static URI reader(String path) {
        return URI.create("http://localhost:" + PORT + "/wsslab-target/" + path);
    }

    /** SHA-256 of the certificate's DER encoding, as keytool prints it (without colons, lower case). */
    private static String fingerprint(Path certificate) throws Exception {
        try (var in = Files.newInputStream(certificate)) {
            byte[] der = CertificateFactory.getInstance("X.509").generateCertificate(in).getEncoded();
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(der));
        }
    }
}
