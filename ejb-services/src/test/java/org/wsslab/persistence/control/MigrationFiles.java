package org.wsslab.persistence.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The migrations this release ships for a database, read from the sources, so tests follow each new migration. */
final class MigrationFiles {

    private MigrationFiles() {
    }

    /** The versions in {@code db/migration} (H2) or {@code db/postgresql}, ascending. */
    static List<Integer> versions(String folder) {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources", folder))) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.matches("V\\d+__.*\\.sql"))
                    .map(name -> Integer.valueOf(name.substring(1, name.indexOf("__")))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String newest(String folder) {
        List<Integer> versions = versions(folder);
        return String.valueOf(versions.get(versions.size() - 1));
    }
}
