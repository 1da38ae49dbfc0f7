package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.jmeter.SampleMessage;

/**
 * A plan the lab writes runs in a real JMeter (the home the build assembles, its own JVM, the lab's
 * sampler making secured calls with the test domain's client keys), and the import of JMeter's results
 * file holds exactly the samples JMeter wrote; a tampered or truncated copy of that file is refused at
 * the line it fails, storing nothing.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class JmeterRunIT {

    private static final int CLIENTS = 2;
    private static final int CALLS = 4;
    private static final int WARMUP = 2;
    private static final Pattern NS = Pattern.compile(" ns=(\\d+) ");

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aPlanTheLabWroteRunsInJmeterAndItsImportHoldsEverySampleJmeterWrote(@TempDir Path dir) throws Exception {
        long source = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [1024], \"calls\": " + CALLS + ", \"warmup\": "
                + WARMUP + ", \"clients\": [" + CLIENTS + "]}");
        assertEquals("COMPLETED", api.awaitEnd(source, Duration.ofMinutes(3)).getString("status"));
        HttpResponse<String> plan = api.get(Caller.VIEWER, "runs/" + source + "/plan.jmx");
        assertEquals(200, plan.statusCode(), plan.body());
        Files.writeString(dir.resolve("plan.jmx"), plan.body());

        Path results = jmeter(dir);
        String jtl = Files.readString(results, StandardCharsets.UTF_8);
        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(new StringReader(jtl))
                .getRecords();
        int planned = 2 * CLIENTS * (WARMUP + CALLS); // plain, the baseline every run measures, and mutual-certificates
        assertEquals(planned, rows.size(), "JMeter made every call of the plan: " + jtl);
        for (CSVRecord row : rows) {
            assertEquals("true", row.get("success"), "the endpoint accepted the lab's sampler's call: " + row);
        }

        int before = api.runCount();
        long imported = importResults(source, jtl);
        assertEquals(before + 1, api.runCount());
        JsonObject run = api.run(imported);
        assertEquals("COMPLETED", run.getString("status"), run.toString());

        Map<String, Long> written = new HashMap<>();
        for (CSVRecord row : rows) {
            SampleMessage message = SampleMessage.parse(row.get("responseMessage"));
            int seq = message.iteration() * CLIENTS + message.thread();
            written.put(mechanism(row.get("label")) + "#" + seq, message.ns());
        }
        List<CSVRecord> samples = api.samples(imported);
        assertEquals(rows.size(), samples.size(), "one stored call per row JMeter wrote");
        Map<String, Long> stored = new HashMap<>();
        for (CSVRecord sample : samples) {
            assertEquals(String.valueOf(CLIENTS), sample.get("clients"));
            stored.put(sample.get("mechanism") + "#" + sample.get("seq"), Long.parseLong(sample.get("rtt_ns")));
        }
        assertEquals(written, stored, "each call's round trip as JMeter's engine measured it, in its cell and place");
        for (String mechanism : List.of("plain", "mutual-certificates")) {
            List<CSVRecord> cell = samples.stream().filter(s -> s.get("mechanism").equals(mechanism)).toList();
            assertEquals(CLIENTS * WARMUP, cell.stream().filter(s -> s.get("warmup").equals("true")).count(), mechanism);
            assertEquals(CLIENTS, cell.stream().filter(s -> s.get("initial").equals("true")).count(), "each thread opened its port");
        }
        for (JsonObject row : api.summary(imported).getValuesAs(JsonObject.class)) {
            assertEquals(CLIENTS, row.getInt("clients"), row.toString());
            assertTrue(LabApi.number(row, "throughput_per_s") > 0, "a load cell's throughput: " + row);
        }

        String[] lines = jtl.split("\n", -1);
        int tamperedLine = 5;
        Matcher ns = NS.matcher(lines[tamperedLine - 1]);
        assertTrue(ns.find(), lines[tamperedLine - 1]);
        // A call made 5 ms slower than JMeter's own elapsed time says it took.
        lines[tamperedLine - 1] = ns.replaceFirst(" ns=" + (Long.parseLong(ns.group(1)) + 5_000_000) + " ");
        assertRefused(source, String.join("\n", lines), "line " + tamperedLine);
        int last = (int) jtl.lines().count();
        String cut = jtl.substring(0, jtl.stripTrailing().lastIndexOf(',')); // the last row cut before its last field
        assertRefused(source, cut, "line " + last);
        assertEquals(before + 1, api.runCount(), "a refused results file stores no run");
    }

    /**
     * A plan of a duration: each cell's threads call until its seconds are up, after their warm-up; the
     * import of that plan takes however many calls each thread made, and a file of it is not the plan of
     * fixed calls (another plan id).
     */
    @Test
    void aPlanOfADurationRunsEachCellForItsSeconds(@TempDir Path dir) throws Exception {
        long source = api
                .start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1, \"clients\": [1]}");
        assertEquals("COMPLETED", api.awaitEnd(source, Duration.ofMinutes(3)).getString("status"));
        HttpResponse<String> plan = api.get(Caller.VIEWER, "runs/" + source + "/plan.jmx?duration=2");
        assertEquals(200, plan.statusCode(), plan.body());
        Files.writeString(dir.resolve("plan.jmx"), plan.body());

        String jtl = Files.readString(jmeter(dir), StandardCharsets.UTF_8);
        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(new StringReader(jtl))
                .getRecords();
        assertTrue(rows.size() > 2 * 3, "each cell called for 2 s, more than its 3 planned calls: " + rows.size() + " rows");

        assertRefused(source, jtl, "results: line 2: made by plan");
        HttpResponse<String> answer = api.send(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter?duration=2", "text/csv", jtl);
        assertEquals(201, answer.statusCode(), answer.body());
        long imported = LabApi.object(answer.body()).getJsonNumber("id").longValue();
        assertEquals(rows.size(), api.samples(imported).size(), "every call JMeter made in the cells' time");
    }

    /** Runs the plan in the JMeter home the build assembled, on this JVM's JDK, as bin/wsslab jmeter does. */
    private static Path jmeter(Path dir) throws IOException, InterruptedException {
        Path home = Path.of(System.getProperty("wsslab.it.jmeterHome"));
        Path keys = Path.of(System.getProperty("wsslab.it.glassfish"), "glassfish", "domains", "domain1", "config", "wsslab-client");
        Path results = dir.resolve("results.jtl");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-Djava.util.prefs.userRoot=" + dir.resolve("prefs"), "-Dwsslab.keys.dir=" + keys, "-jar",
                home.resolve("bin/ApacheJMeter.jar").toString(), "-n", "-t", dir.resolve("plan.jmx").toString(), "-j",
                dir.resolve("jmeter.log").toString(), "-q", home.resolve("bin/wsslab-jmeter.properties").toString(), "-S",
                home.resolve("bin/jdk-xml.system.properties").toString(), "-Jwsslab.results=" + results, "-Jwsslab.engine=local",
                "-Jwsslab.http.port=" + System.getProperty("wsslab.it.httpPort"),
                "-Jwsslab.https.port=" + System.getProperty("wsslab.it.httpsPort")));
        Process jmeter = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("jmeter.out").toFile()).start();
        if (!jmeter.waitFor(5, TimeUnit.MINUTES)) {
            jmeter.destroyForcibly();
            throw new AssertionError("JMeter did not end within 5 minutes: " + Files.readString(dir.resolve("jmeter.out")));
        }
        // JMeter exits 0 whatever its threads met: the results file and the log say how it went.
        assertEquals(0, jmeter.exitValue(), Files.readString(dir.resolve("jmeter.out")));
        assertTrue(Files.exists(results), "no results file; JMeter's log: " + Files.readString(dir.resolve("jmeter.log")));
        return results;
    }

    private long importResults(long source, String jtl) throws IOException, InterruptedException {
        HttpResponse<String> answer = api.send(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter", "text/csv", jtl);
        assertEquals(201, answer.statusCode(), answer.body());
        return LabApi.object(answer.body()).getJsonNumber("id").longValue();
    }

    private void assertRefused(long source, String jtl, String words) throws IOException, InterruptedException {
        HttpResponse<String> answer = api.send(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter", "text/csv", jtl);
        assertEquals(400, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains(words) && answer.body().contains("results"), words + " in " + answer.body());
    }

    /** The mechanism of a cell's label ("mutual-certificates 1024 B ×2"). */
    private static String mechanism(String label) {
        return label.substring(0, label.indexOf(' '));
    }
}
