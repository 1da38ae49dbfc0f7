package org.wsslab.hygiene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * wsslab-target.ear, what a target deploys (bin/wsslab target start), holds the lab's endpoints and
 * what the lab reads from a server, the same modules as the lab's EAR, and nothing of the lab: no
 * engine, console, results database or test hook. Built before this module (a test-scope dependency).
 */
class TargetEarTest {

    private static final Path TARGET_EAR = Path.of(System.getProperty("wsslab.target.ear", "../target-ear/target/wsslab-target.ear"));
    private static final Path LAB_EAR = Path.of(System.getProperty("wsslab.ear", "target/wsslab.ear"));

    @Test
    void itDeploysTheEndpointsAndTheReaderAndNothingElse() throws IOException {
        Map<String, byte[]> target = ShippedEarTest.entries(Files.readAllBytes(TARGET_EAR), "");
        String application = new String(target.get("META-INF/application.xml"), StandardCharsets.UTF_8);
        Set<String> modules = new TreeSet<>();
        Matcher module = Pattern.compile("<(?:ejb|web-uri)>([^<]+)</").matcher(application);
        while (module.find()) {
            modules.add(module.group(1));
        }
        assertEquals(Set.of("endpoints.jar", "target-web.war"), modules, application);
        assertTrue(application.contains("<context-root>/wsslab-target</context-root>"), application);
    }

    @Test
    void itHoldsNothingOfTheLab() throws IOException {
        List<String> lab = ShippedEarTest.entries(Files.readAllBytes(TARGET_EAR), "").keySet().stream()
                .filter(name -> name.contains("org/wsslab/run/") || name.contains("org/wsslab/console/")
                        || name.contains("org/wsslab/hooks/")
                        || name.contains("db/migration/") || name.startsWith("ejb-services.jar") || name.startsWith("web-console.war"))
                .toList();
        assertEquals(List.of(), lab, "the lab's engine, console, results or hooks in " + TARGET_EAR);
    }

    @Test
    void itsEndpointsAreTheLabsOwn() throws IOException {
        assertEquals(module(LAB_EAR, "endpoints.jar!/"), module(TARGET_EAR, "endpoints.jar!/"), "the same endpoints, policies and tubes");
        assertEquals(module(LAB_EAR, "target-web.war!/"), module(TARGET_EAR, "target-web.war!/"), "the same reader");
        assertTrue(
                module(TARGET_EAR, "endpoints.jar!/")
                        .contains("endpoints.jar!/META-INF/wsit-org.wsslab.echo.boundary.MutualCertificatesEcho.xml"),
                "the policies travel with the endpoints");
    }

    private static Set<String> module(Path ear, String prefix) throws IOException {
        return ShippedEarTest.entries(Files.readAllBytes(ear), "").keySet().stream().filter(name -> name.startsWith(prefix))
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
