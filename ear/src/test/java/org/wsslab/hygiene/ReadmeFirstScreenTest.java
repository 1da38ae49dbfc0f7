package org.wsslab.hygiene;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README is one screen: a newcomer finds how to run the lab and how to test it in its first 70
 * lines, and everything else under docs/, so the README stays at most 120 lines.
 */
class ReadmeFirstScreenTest {

    static final int FIRST_SCREEN = 70;
    static final int MOST_LINES = 120;
    static final List<String> COMMANDS = List.of("bin/wsslab start", "./mvnw verify");

    private static final Path REPOSITORY = Path.of(System.getProperty("wsslab.root", ".."));

    /** What is wrong with a README, in words for whoever edits it; empty when nothing is. */
    static List<String> problems(Path readme) throws IOException {
        List<String> lines = Files.readAllLines(readme);
        String firstScreen = String.join("\n", lines.subList(0, Math.min(FIRST_SCREEN, lines.size())));
        List<String> problems = new ArrayList<>();
        for (String command : COMMANDS) {
            if (!firstScreen.contains(command)) {
                problems.add("the first " + FIRST_SCREEN + " lines do not hold '" + command + "'");
            }
        }
        if (lines.size() > MOST_LINES) {
            problems.add(lines.size() + " lines, more than " + MOST_LINES + ": move the rest under docs/");
        }
        return problems;
    }

    @Test
    void theReadmeIsOneScreenWithBothCommandsOnIt() throws IOException {
        assertEquals(List.of(), problems(REPOSITORY.resolve("README.md")));
    }

    @Test
    void aLongReadmeWithACommandBelowTheFirstScreenIsRefused(@TempDir Path folder) throws IOException {
        Path readme = folder.resolve("README.md");
        String filler = IntStream.range(0, FIRST_SCREEN).mapToObj(i -> "line " + i).collect(Collectors.joining("\n"));
        Files.writeString(readme, "# lab\n\n    " + COMMANDS.get(0) + "\n" + filler + "\n    " + COMMANDS.get(1) + "\n"
                + filler + "\n");

        assertEquals(List.of("the first 70 lines do not hold './mvnw verify'", "144 lines, more than 120: move the rest under docs/"),
                problems(readme));
    }
}
