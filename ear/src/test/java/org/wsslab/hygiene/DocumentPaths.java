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
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names of documents that the repository does not hold, found in its tracked text files: a reader
 * sent to a page that is not there is lost (the first design note was cited for months from code and
 * README alike, and never committed). A name is a token ending in {@code .md} in any file, or the
 * target of a relative Markdown link ({@code [text](path)}) in a Markdown file, where links are links
 * (in code the same characters are mostly regular expressions and array indexing). It is there when
 * it resolves against the folder of the file that names it, or against the repository's root. URLs
 * and in-page anchors are not names of the repository's documents; a link's anchor is dropped.
 */
final class DocumentPaths {

    /** A token ending in .md: what path characters end in a name character and ".md", not followed by more of a name. */
    private static final Pattern TOKEN = Pattern.compile("[\\w./-]*\\w\\.md(?![\\w-])");
    /** A Markdown link or image: [text](target "title"); the target up to a space or the closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern URL = Pattern.compile("\\b[a-zA-Z][a-zA-Z0-9+.-]*://\\S+|\\bmailto:\\S+");

    private DocumentPaths() {
    }

    /** Every name under {@code root} that resolves to nothing, as "path:line: name". */
    static List<String> missing(Path root) {
        List<String> found = new ArrayList<>();
        for (String file : textFiles(root)) {
            check(root, file, found);
        }
        return found;
    }

    /**
     * The files to read, relative to {@code root} with '/' separators: git's tracked files, and those
     * not yet added that git does not ignore (a new page is checked before its commit). Without git
     * (an exported tree), every file but build output, dot folders and node_modules.
     */
    static List<String> files(Path root) {
        List<String> tracked = gitFiles(root);
        return tracked != null ? tracked : walk(root);
    }

    private static List<String> gitFiles(Path root) {
        try {
            Process git = new ProcessBuilder("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
                    .directory(root.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = git.getInputStream().readAllBytes();
            if (!git.waitFor(60, TimeUnit.SECONDS) || git.exitValue() != 0) {
                git.destroyForcibly();
                return null;
            }
            return Arrays.stream(new String(out, StandardCharsets.UTF_8).split("\0"))
                    .filter(name -> !name.isEmpty()).distinct().sorted().toList();
        } catch (IOException e) {
            return null; // no git on this machine
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static List<String> walk(Path root) {
        List<String> files = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    return TestCodeRules.notSource(root, dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    files.add(root.relativize(file).toString().replace('\\', '/'));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files.stream().sorted().toList();
    }

    /** The files' names that are text: present (git may list a file deleted since) and free of NUL bytes. */
    private static List<String> textFiles(Path root) {
        return files(root).stream().filter(name -> text(root.resolve(name))).toList();
    }

    private static boolean text(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return false;
            }
            byte[] bytes = Files.readAllBytes(file);
            for (byte b : bytes) {
                if (b == 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void check(Path root, String name, List<String> found) {
        Path file = root.resolve(name);
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return; // not UTF-8: no document names in it worth following
        }
        boolean markdown = name.endsWith(".md");
        for (int i = 0; i < lines.size(); i++) {
            // URLs become blanks first, so that neither a token nor a link is read inside one.
            String line = URL.matcher(lines.get(i)).replaceAll(m -> " ".repeat(m.group().length()));
            List<String> names = new ArrayList<>();
            Matcher token = TOKEN.matcher(line);
            while (token.find()) {
                names.add(token.group());
            }
            if (markdown) {
                Matcher link = LINK.matcher(line);
                while (link.find()) {
                    String target = link.group(1).replaceAll("[#?].*$", "");
                    if (!target.isEmpty() && !target.endsWith(".md")) { // one ending in .md is a token already
                        names.add(target);
                    }
                }
            }
            for (String named : names) {
                if (!resolves(root, file.getParent(), named)) {
                    found.add(name + ":" + (i + 1) + ": " + named);
                }
            }
        }
    }

    private static boolean resolves(Path root, Path folder, String named) {
        String relative = named.startsWith("/") ? named.substring(1) : named;
        return Files.exists(folder.resolve(relative).normalize()) || Files.exists(root.resolve(relative).normalize());
    }
}
