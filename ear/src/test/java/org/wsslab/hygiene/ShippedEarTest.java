package org.wsslab.hygiene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.hooks.api.HooksResource;
import org.wsslab.it.support.LabDeployment;

/**
 * The EAR a user deploys (ear/target/wsslab.ear, what bin/wsslab start deploys) holds no test hook:
 * no class of the test-hooks module, and its description names none of their routes. The test
 * deployment built from the same EAR (LabDeployment) does hold them, so the check is seen to find
 * what it looks for. Runs at package, once the EAR is built (the pom's shipped-ear execution).
 */
class ShippedEarTest {

    private static final String HOOKS = "org/wsslab/hooks/";
    private static final Path EAR = Path.of(System.getProperty("wsslab.ear", "target/wsslab.ear"));

    @Test
    void theShippedEarHoldsNoClassOfTheTestHooks() throws IOException {
        Map<String, byte[]> shipped = entries(Files.readAllBytes(EAR), "");
        assertEquals(List.of(), hooks(shipped), "test hooks in " + EAR);
    }

    @Test
    void theShippedDescriptionNamesNoTestHookRoute() throws IOException {
        Map<String, byte[]> shipped = entries(Files.readAllBytes(EAR), "");
        JsonNode lab = new ObjectMapper().readTree(shipped.get("web-console.war!/WEB-INF/classes/META-INF/openapi.json"));
        Set<String> described = new TreeSet<>();
        lab.get("paths").fieldNames().forEachRemaining(described::add);
        Set<String> hookRoutes = new TreeSet<>();
        try (InputStream in = HooksResource.class.getResourceAsStream("test-hooks-openapi.json")) {
            new ObjectMapper().readTree(in).get("paths").fieldNames().forEachRemaining(hookRoutes::add);
        }
        assertFalse(hookRoutes.isEmpty());
        hookRoutes.retainAll(described);
        assertEquals(Set.of(), hookRoutes, "test hooks' routes in the lab's description");
    }

    @Test
    void theTestDeploymentHoldsThem(@TempDir Path folder) throws IOException {
        Path deployed = folder.resolve("deployed.ear");
        LabDeployment.ear().as(ZipExporter.class).exportTo(deployed.toFile());
        List<String> found = hooks(entries(Files.readAllBytes(deployed), ""));
        assertTrue(found.stream().anyMatch(e -> e.startsWith("ejb-services.jar!/" + HOOKS + "control/RunHold")),
                "the hold joins the EJB module: " + found);
        assertTrue(found.stream().anyMatch(e -> e.startsWith("web-console.war!/WEB-INF/classes/" + HOOKS + "api/")),
                "the routes join the console: " + found);
    }

    private static List<String> hooks(Map<String, byte[]> entries) {
        List<String> found = new ArrayList<>();
        for (String name : entries.keySet()) {
            if (name.contains(HOOKS)) {
                found.add(name);
            }
        }
        return found;
    }

    /** Every entry of an archive, nested archives' entries under "outer!/inner" names. */
    static Map<String, byte[]> entries(byte[] archive, String prefix) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(archive))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                byte[] content = zip.readAllBytes();
                String name = prefix + entry.getName();
                entries.put(name, content);
                if (name.endsWith(".jar") || name.endsWith(".war")) {
                    entries.putAll(entries(content, name + "!/"));
                }
            }
        }
        return entries;
    }
}
