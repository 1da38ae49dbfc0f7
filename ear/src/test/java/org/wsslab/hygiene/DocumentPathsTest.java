package org.wsslab.hygiene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** No file of the repository names a document the repository lacks; and the check does catch one. */
class DocumentPathsTest {

    private static final Path REPOSITORY = Path.of(System.getProperty("wsslab.root", ".."));
    /** Written in pieces, so that this file names no missing document itself. */
    private static final String MD = "." + "md";

    @Test
    void everyDocumentNamedInTheRepositoryIsInIt() {
        List<String> files = DocumentPaths.files(REPOSITORY);
        assertTrue(files.contains("README" + MD) && files.contains("docs/mechanisms" + MD)
                && files.contains("ear/src/test/java/org/wsslab/hygiene/DocumentPathsTest.java"),
                "the check reads the repository's files, these docs among them: " + files.size() + " files");
        assertEquals(List.of(), DocumentPaths.missing(REPOSITORY));
    }

    @Test
    void aMissingDocumentIsFoundWithItsFileAndLine(@TempDir Path repository) throws IOException {
        Files.createDirectories(repository.resolve("docs/results"));
        Files.writeString(repository.resolve("README" + MD), "# lab\n\nRead [the design](docs/design" + MD + ").\n");
        Files.writeString(repository.resolve("docs/design" + MD), String.join("\n",
                "# design",
                "See [results](results/), [the API](api" + MD + "#routes), [home](../README" + MD + ") and [top](#design).",
                "Not [online](https://example.org/gone" + MD + "), nor <https://example.org/x/y" + MD + ">.",
                "But [the old note](../notes/design" + MD + ") and [a picture](img/chart.png) are not here.",
                ""));
        Path code = Files.createDirectories(repository.resolve("module/src/main/java/x"));
        Files.writeString(code.resolve("Thing.java"), String.join("\n",
                "/** As docs/design" + MD + " says, and README" + MD + "; not as DESIGN" + MD + " said. */",
                "class Thing { String s = \"a[i](j)\"; }",
                ""));
        Path output = Files.createDirectories(repository.resolve("module/target/classes"));
        Files.writeString(output.resolve("copied.txt"), "gone" + MD);

        List<String> missing = DocumentPaths.missing(repository);

        assertEquals(List.of(
                "docs/design" + MD + ":2: api" + MD,
                "docs/design" + MD + ":4: ../notes/design" + MD,
                "docs/design" + MD + ":4: img/chart.png",
                "module/src/main/java/x/Thing.java:1: DESIGN" + MD), missing);
    }
}
