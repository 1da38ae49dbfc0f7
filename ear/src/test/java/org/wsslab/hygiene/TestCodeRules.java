package org.wsslab.hygiene;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What no test may do, found in every module's src/test/java: sleep as a wait (a test then races
 * the machine; poll for the condition instead), or expect any Exception at all (a test that then
 * passes on a NullPointerException proves nothing; name the one expected). Comments are not code.
 */
final class TestCodeRules {

    /** Written so that this file does not match itself. */
    static final Map<Pattern, String> FORBIDDEN = Map.of(
            Pattern.compile("\\bThread\\s*\\.\\s*sleep\\s*\\("), "a sleep as a wait: poll for the condition (Awaitility, it.support.Poll)",
            Pattern.compile("\\bTimeUnit\\s*\\.\\s*\\w+\\s*\\.\\s*sleep\\s*\\("),
            "a sleep as a wait: poll for the condition (Awaitility, it.support.Poll)",
            Pattern.compile("\\bassertThrows\\s*\\(\\s*(java\\.lang\\.)?(Exception|Throwable|RuntimeException)\\s*\\.\\s*class"),
            "an assertThrows that accepts any exception: name the one expected");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    private TestCodeRules() {
    }

    /** Every breach under {@code root}, as "path:line: what". */
    static List<String> breaches(Path root) {
        List<String> found = new ArrayList<>();
        for (Path tree : testTrees(root)) {
            try (Stream<Path> files = Files.walk(tree)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(f -> check(root, f, found));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return found;
    }

    /** A folder under root that holds no source of the project's own: build output, installed packages, dot folders. */
    static boolean notSource(Path root, Path dir) {
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        return !dir.equals(root) && (name.equals("target") || name.equals("node_modules") || name.startsWith("."));
    }

    /** The src/test/java folders of the repository's modules, nested ones included; build output and dot folders skipped. */
    static List<Path> testTrees(Path root) {
        List<Path> trees = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    if (notSource(root, dir)) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    if (dir.endsWith(Path.of("src", "test", "java"))) {
                        trees.add(dir);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return trees.stream().sorted().toList();
    }

    private static void check(Path root, Path file, List<String> found) {
        String source;
        try {
            source = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Comments become blanks of the same lines, so that line numbers stay right.
        String code = COMMENT.matcher(source).replaceAll(m -> m.group().replaceAll("[^\\n]", " "));
        FORBIDDEN.forEach((pattern, why) -> {
            Matcher match = pattern.matcher(code);
            while (match.find()) {
                long line = code.substring(0, match.start()).chars().filter(c -> c == '\n').count() + 1;
                found.add(root.relativize(file) + ":" + line + ": " + why);
            }
        });
    }
}
