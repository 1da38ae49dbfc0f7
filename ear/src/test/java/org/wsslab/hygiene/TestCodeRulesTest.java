package org.wsslab.hygiene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The repository's test code keeps the rules of {@link TestCodeRules}; and the check does catch a breach. */
class TestCodeRulesTest {

    private static final Path REPOSITORY = Path.of(System.getProperty("wsslab.root", ".."));

    @Test
    void noModulesTestCodeSleepsOrExpectsAnyException() {
        List<Path> trees = TestCodeRules.testTrees(REPOSITORY);
        assertTrue(
                trees.contains(REPOSITORY.resolve("ear/src/test/java")) && trees.contains(REPOSITORY.resolve("ejb-services/src/test/java")),
                "the check reads every module's tests: " + trees);
        assertEquals(List.of(), TestCodeRules.breaches(REPOSITORY));
    }

    @Test
    void aPlantedSleepOrCatchAllIsFoundWithItsLineAndCommentsAreNot(@TempDir Path repository) throws IOException {
        Path tests = Files.createDirectories(repository.resolve("some-module/src/test/java/x"));
        // Pieced together, so that this file does not breach the rules itself.
        Files.writeString(tests.resolve("PlantedTest.java"), """
                class PlantedTest {
                    // SLEEP(1) in a comment is no breach, /* nor assertThrows(ANY, x) here */
                    void waits() throws Exception {
                        SLEEP(100);
                        java.util.concurrent.NAP(1);
                    }
                    void expectsAnything() {
                        org.junit.jupiter.api.Assertions.assertThrows(ANY, () -> { });
                        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> { });
                    }
                }
                """.replace("SLEEP", "Thread." + "sleep").replace("NAP", "TimeUnit.SECONDS." + "sleep").replace("ANY",
                "Exception" + ".class"));
        Path output = Files.createDirectories(repository.resolve("some-module/target/src/test/java"));
        Files.writeString(output.resolve("Copied.java"), "class Copied { void w() throws Exception { Thread." + "sleep(1); } }");

        List<String> breaches = TestCodeRules.breaches(repository);

        assertEquals(3, breaches.size(), breaches.toString());
        assertTrue(breaches.stream().anyMatch(b -> b.startsWith("some-module/src/test/java/x/PlantedTest.java:4: a sleep")),
                breaches.toString());
        assertTrue(breaches.stream().anyMatch(b -> b.startsWith("some-module/src/test/java/x/PlantedTest.java:5: a sleep")),
                breaches.toString());
        assertTrue(breaches.stream().anyMatch(b -> b.startsWith("some-module/src/test/java/x/PlantedTest.java:8: an assertThrows")),
                breaches.toString());
    }
}
