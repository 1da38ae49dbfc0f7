package org.wsslab.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsslab.catalog.entity.Mechanism;

/** The mechanism table of docs/mechanisms.md says what the catalog says. */
class MechanismTableTest {

    /** The repository's root is the build's (ejb-services' pom); the module's parent otherwise. */
    private static final Path PAGE = Path.of(System.getProperty("wsslab.root", "..")).resolve("docs/mechanisms.md");

    /** The lines of the table whose header starts "| id | mechanism |" (other tables list ids too). */
    private static List<String> mechanismTable() throws java.io.IOException {
        List<String> lines = Files.readAllLines(PAGE);
        int start = lines.indexOf(lines.stream().filter(l -> l.startsWith("| id | mechanism |")).findFirst()
                .orElseThrow(() -> new AssertionError(PAGE + " has no mechanism table")));
        int end = start;
        while (end < lines.size() && lines.get(end).startsWith("|")) {
            end++;
        }
        return lines.subList(start, end);
    }

    @ParameterizedTest
    @EnumSource(Mechanism.class)
    void everyMechanismHasItsRow(Mechanism mechanism) throws Exception {
        List<String> rows = mechanismTable().stream()
                .filter(line -> line.startsWith("| `" + mechanism.id() + "` |"))
                .toList();
        assertEquals(1, rows.size(), PAGE + " has one table row for " + mechanism.id());
        String[] cells = rows.get(0).split("\\|");
        assertEquals(mechanism.displayName(), cells[2].strip());
        String suite = mechanism.algorithmSuite().assertion();
        assertEquals(suite == null ? "none" : suite, cells[4].strip());
        assertEquals(mechanism.policyFile().map(f -> "`" + f + "`").orElse("none"), cells[5].strip());
        assertTrue(!cells[3].isBlank(), "the row says what " + mechanism.id() + " protects");
    }
}
