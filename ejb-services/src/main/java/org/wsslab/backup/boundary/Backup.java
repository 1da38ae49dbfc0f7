package org.wsslab.backup.boundary;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.wsslab.backup.control.DatabaseScript;

/**
 * A backup taken, on the server's disk until it is sent: one zip file holding a manifest
 * ({@value #MANIFEST}: format, when, the H2 that wrote it, each database's schema version) and each
 * database's script ({@code results.sql}, {@code service.sql}). bin/wsslab restore reads the manifest
 * before it changes anything (docs/running.md, "Backup and restore").
 */
public final class Backup {

    public static final String FORMAT = "wsslab-backup";
    public static final int FORMAT_VERSION = 1;
    public static final String MANIFEST = "wsslab-backup.properties";

    private final Path folder;
    private final Instant taken;
    private final List<DatabaseScript> scripts;

    Backup(Path folder, Instant taken, List<DatabaseScript> scripts) {
        this.folder = folder;
        this.taken = taken.truncatedTo(ChronoUnit.SECONDS);
        this.scripts = List.copyOf(scripts);
    }

    /** wsslab-backup-20261126T093000Z.zip: what bin/wsslab backup names it unless told otherwise. */
    public String fileName() {
        return "wsslab-backup-" + taken.toString().replace("-", "").replace(":", "") + ".zip";
    }

    /** The manifest's lines: read by bin/wsslab restore with sed, so one key=value a line, no escapes. */
    public String manifest() {
        StringBuilder lines = new StringBuilder();
        lines.append("format=").append(FORMAT).append('\n');
        lines.append("format_version=").append(FORMAT_VERSION).append('\n');
        lines.append("taken=").append(taken).append('\n');
        for (DatabaseScript script : scripts) {
            lines.append(script.name()).append(".schema_version=").append(script.schema()).append('\n');
            lines.append(script.name()).append(".h2_version=").append(script.h2().replace('\n', ' ')).append('\n');
        }
        return lines.toString();
    }

    /** Writes the zip, then deletes the scripts from the server's disk, sent or not. */
    public void writeTo(OutputStream out) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(MANIFEST));
            zip.write(manifest().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            for (DatabaseScript script : scripts) {
                zip.putNextEntry(new ZipEntry(script.name() + ".sql"));
                Files.copy(script.file(), zip);
                zip.closeEntry();
            }
        } finally {
            discard();
        }
    }

    /** Deletes what the backup left on the server's disk. */
    public void discard() {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the backup's temporary folder " + folder, e);
        }
    }
}
