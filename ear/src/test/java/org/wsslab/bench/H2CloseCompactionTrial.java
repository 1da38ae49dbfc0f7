package org.wsslab.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Does the results file survive many deploy/close cycles with H2's close-time compaction on? What
 * the lab's data source does at every deployment, outside GlassFish and so in seconds a cycle: open
 * the file with the lab's URL settings (two pooled connections, as the data source's minimum), write
 * as a run does (its row, a segment with its environment, samples in batches of 50, one commit each,
 * progress after each batch, its cells) and as a verification does (verdicts with their evidence as
 * CLOBs), delete an older run now and then as operators and the tests do, then close every
 * connection, which closes the database and, unless MAX_COMPACT_TIME=0, compacts it. Each reopen
 * checks the file opens and holds exactly what was written. The schema is the lab's own: its Flyway
 * migrations, run in version order.
 *
 * <p>Run with the H2 jar under trial on the class path (no other dependency), from the repository:
 * <pre>
 *   java -cp ~/.m2/repository/com/h2database/h2/2.3.232/h2-2.3.232.jar \
 *     ear/src/test/java/org/wsslab/bench/H2CloseCompactionTrial.java trials=5 cycles=30 compaction=on
 * </pre>
 * Options: {@code trials} (5), {@code cycles} (30), {@code compaction} (on: H2's default close-time
 * compaction; off: MAX_COMPACT_TIME=0, as shipped until now), {@code runs.samples} (6,000 a cycle),
 * {@code deletes} (every 3rd cycle deletes the oldest run), {@code dir} (a new temporary folder; kept when given), {@code digest=DIR} (only open DIR's file and
 * print what it holds: the upgrade check opens a file one H2 wrote with another).
 */
public final class H2CloseCompactionTrial {

    private static final String MIGRATIONS = "ejb-services/src/main/resources/db/migration";
    private static final int BATCH = 50;
    private static final String[] MECHANISMS = {"plain", "username-token", "x509-sign", "x509-sign-encrypt", "saml-sv", "kerberos-like"};
    private static final int[] SIZES = {100, 1_024, 10_240, 102_400, 1_048_576};

    private final String url;
    private long runs;
    private long samples;
    private long verdicts;
    private long nextRun = 1;
    private int deleteEvery = 3;

    private H2CloseCompactionTrial(Path dir, boolean compaction) {
        this.url = "jdbc:h2:file:" + dir.resolve("results") + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0"
                + (compaction ? "" : ";MAX_COMPACT_TIME=0");
    }

    public static void main(String[] args) throws Exception {
        java.util.Map<String, String> options = new java.util.HashMap<>();
        for (String arg : args) {
            String[] pair = arg.split("=", 2);
            options.put(pair[0], pair.length > 1 ? pair[1] : "");
        }
        try (Connection probe = DriverManager.getConnection("jdbc:h2:mem:")) {
            System.out.println("H2 " + probe.getMetaData().getDatabaseProductVersion());
        }
        if (options.containsKey("digest")) {
            System.out.println(digest("jdbc:h2:file:" + Path.of(options.get("digest")).resolve("results") + ";DB_CLOSE_ON_EXIT=FALSE"));
            return;
        }
        int trials = Integer.parseInt(options.getOrDefault("trials", "5"));
        int cycles = Integer.parseInt(options.getOrDefault("cycles", "30"));
        boolean compaction = !options.getOrDefault("compaction", "on").equals("off");
        int perCycle = Integer.parseInt(options.getOrDefault("runs.samples", "6000"));
        int failed = 0;
        for (int trial = 1; trial <= trials; trial++) {
            Path dir = options.containsKey("dir") ? Files.createDirectories(Path.of(options.get("dir")).resolve("trial-" + trial))
                    : Files.createTempDirectory("h2-close-compaction");
            H2CloseCompactionTrial lab = new H2CloseCompactionTrial(dir, compaction);
            lab.deleteEvery = Integer.parseInt(options.getOrDefault("deletes", "3"));
            String outcome = lab.cycles(cycles, perCycle);
            long bytes = Files.size(dir.resolve("results.mv.db"));
            // H2 logs what fails inside a close (a compaction's AssertionError, #4123) only to its trace file.
            Path trace = dir.resolve("results.trace.db");
            String traced = Files.exists(trace) ? "; trace file: " + Files.readAllLines(trace).stream().filter(l -> l.contains("Exception")
                    || l.contains("Error")).findFirst().orElse("no error") : "";
            System.out.printf("trial %d, compaction %s: %s; file %.1f MB%s%n", trial, compaction ? "on" : "off", outcome,
                    bytes / 1_048_576.0,
                    traced);
            if (!outcome.startsWith("ok")) {
                failed++;
            }
            if (options.containsKey("dir")) {
                System.out.println("  kept in " + dir + "; " + digest(lab.url));
            } else {
                delete(dir);
            }
        }
        System.out.printf("%d of %d trials failed%n", failed, trials);
    }

    /** The cycles, each a deployment's life; what went wrong first, or "ok". */
    private String cycles(int cycles, int perCycle) throws IOException {
        for (int cycle = 1; cycle <= cycles; cycle++) {
            List<Connection> pool = new ArrayList<>();
            try {
                pool.add(DriverManager.getConnection(url));
                pool.add(DriverManager.getConnection(url));
                Connection db = pool.get(0);
                if (cycle == 1) {
                    migrate(db);
                }
                String held = holds(db);
                if (held != null) {
                    return "cycle " + cycle + ": the reopened file lost rows (" + held + ")";
                }
                write(db, perCycle);
                if (cycle % deleteEvery == 0) {
                    deleteOldest(pool.get(1));
                }
            } catch (SQLException e) {
                return "cycle " + cycle + ": " + e.getMessage().lines().findFirst().orElse("") + causes(e);
            } finally {
                closeAll(pool);
            }
        }
        try (Connection db = DriverManager.getConnection(url)) {
            String held = holds(db);
            return held == null ? "ok after " + cycles + " cycles and a last reopen" : "last reopen lost rows (" + held + ")";
        } catch (SQLException e) {
            return "last reopen: " + e.getMessage().lines().findFirst().orElse("") + causes(e);
        }
    }

    private static void migrate(Connection db) throws SQLException, IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(Path.of(MIGRATIONS))) {
            files = listed.filter(f -> f.getFileName().toString().matches("V\\d+__.*\\.sql"))
                    .sorted(Comparator.comparingInt(f -> Integer.parseInt(f.getFileName().toString().replaceAll("^V(\\d+)__.*", "$1"))))
                    .toList();
        }
        try (Statement statement = db.createStatement()) {
            for (Path file : files) {
                statement.execute("RUNSCRIPT FROM '" + file.toAbsolutePath() + "'");
            }
        }
    }

    /** Null when the file holds exactly what the cycles wrote, else what differs. */
    private String holds(Connection db) throws SQLException {
        long[] found = {count(db, "RUN"), count(db, "SAMPLE"), count(db, "VERDICT")};
        long[] expected = {runs, samples, verdicts};
        return java.util.Arrays.equals(found, expected) ? null
                : "runs, samples, verdicts: found " + java.util.Arrays.toString(found) + ", written " + java.util.Arrays.toString(expected);
    }

    private void write(Connection db, int perCycle) throws SQLException {
        db.setAutoCommit(false);
        long run = nextRun++;
        Timestamp now = new Timestamp(System.currentTimeMillis());
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO RUN (ID, STATUS, CREATED, STARTED, CALLS_PER_CELL, WARMUP_CALLS,"
                + " MECHANISMS, SIZES, TOTAL_CALLS) VALUES (?, 'RUNNING', ?, ?, 100, 100, ?, ?, ?)")) {
            insert.setLong(1, run);
            insert.setTimestamp(2, now);
            insert.setTimestamp(3, now);
            insert.setString(4, String.join(",", MECHANISMS));
            insert.setString(5, "100,1024,10240,102400,1048576");
            insert.setLong(6, perCycle);
            insert.executeUpdate();
        }
        try (PreparedStatement segment = db.prepareStatement("INSERT INTO RUN_SEGMENT (RUN_ID, SEGMENT, STARTED, FIRST_CALL, ENVIRONMENT)"
                + " VALUES (?, 0, ?, 0, ?)")) {
            segment.setLong(1, run);
            segment.setTimestamp(2, now);
            segment.setString(3, "{\"java\":\"25\",\"glassfish\":\"8.0.0\",\"note\":\"" + "x".repeat(4_000) + "\"}");
            segment.executeUpdate();
        }
        db.commit();
        runs++;
        try (PreparedStatement sample = db
                .prepareStatement("INSERT INTO SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, SEQ, SEGMENT, IS_WARMUP,"
                        + " IS_INITIAL, RTT_NS, CLIENT_CPU_NS, TAKEN, CLIENTS) VALUES (?, ?, 'Basic128', ?, ?, 0, ?, FALSE, ?, ?, ?, 1)");
                PreparedStatement progress = db.prepareStatement("UPDATE RUN SET DONE_CALLS = ?, CURRENT_MECHANISM = ? WHERE ID = ?")) {
            int cells = MECHANISMS.length * SIZES.length;
            int perCell = Math.max(1, perCycle / cells);
            long done = 0;
            for (int cell = 0; cell < cells; cell++) {
                String mechanism = MECHANISMS[cell % MECHANISMS.length];
                for (int seq = 0; seq < perCell; seq++) {
                    sample.setLong(1, run);
                    sample.setString(2, mechanism);
                    sample.setInt(3, SIZES[cell / MECHANISMS.length]);
                    sample.setInt(4, seq);
                    sample.setBoolean(5, seq < perCell / 2);
                    sample.setLong(6, 1_000_000L + (run * 7919 + seq * 104_729L) % 9_000_000);
                    sample.setLong(7, 500_000L + seq);
                    sample.setTimestamp(8, new Timestamp(now.getTime() + done));
                    sample.addBatch();
                    done++;
                    if (done % BATCH == 0 || seq == perCell - 1) {
                        sample.executeBatch();
                        progress.setLong(1, done);
                        progress.setString(2, mechanism);
                        progress.setLong(3, run);
                        progress.executeUpdate();
                        db.commit();
                    }
                }
                try (PreparedStatement cellRow = db.prepareStatement("INSERT INTO CELL (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, LOAD_START,"
                        + " LOAD_END) VALUES (?, ?, 'Basic128', ?, 0.5, 0.7)")) {
                    cellRow.setLong(1, run);
                    cellRow.setString(2, mechanism);
                    cellRow.setInt(3, SIZES[cell / MECHANISMS.length]);
                    cellRow.executeUpdate();
                }
                db.commit();
            }
            samples += done;
        }
        try (Statement status = db.createStatement()) {
            status.executeUpdate("UPDATE RUN SET STATUS = 'COMPLETED', FINISHED = CURRENT_TIMESTAMP WHERE ID = " + run);
            status.executeUpdate("INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS) VALUES (" + run
                    + ", 'COMPLETED', CURRENT_TIMESTAMP, 'all')");
        }
        try (PreparedStatement verdict = db
                .prepareStatement("INSERT INTO VERDICT (VERIFICATION_ID, MECHANISM, SUITE, ATTACK, OUTCOME, DETAIL,"
                        + " REQUEST, RESPONSE) VALUES (?, ?, 'Basic128', ?, 'REFUSED', ?, ?, ?)")) {
            for (String mechanism : MECHANISMS) {
                for (int attack = 0; attack < 10; attack++) {
                    verdict.setLong(1, run);
                    verdict.setString(2, mechanism);
                    verdict.setString(3, "attack-" + attack);
                    verdict.setString(4, "refused: " + mechanism);
                    verdict.setString(5, "<soap:Envelope>" + "r".repeat(3_000 + attack * 500) + "</soap:Envelope>");
                    verdict.setString(6, "<soap:Fault>" + "f".repeat(2_000) + "</soap:Fault>");
                    verdict.executeUpdate();
                    verdicts++;
                }
            }
        }
        db.commit();
    }

    /** Deletes the oldest run (its samples and cells go with it) and its verification, as an operator's delete does. */
    private void deleteOldest(Connection db) throws SQLException {
        try (Statement statement = db.createStatement(); ResultSet oldest = statement.executeQuery("SELECT MIN(ID) FROM RUN")) {
            oldest.next();
            long run = oldest.getLong(1);
            long gone = count(db, "SAMPLE WHERE RUN_ID = " + run);
            long goneVerdicts = count(db, "VERDICT WHERE VERIFICATION_ID = " + run);
            statement.executeUpdate("DELETE FROM RUN WHERE ID = " + run);
            statement.executeUpdate("DELETE FROM VERIFICATION WHERE ID = " + run);
            runs--;
            samples -= gone;
            verdicts -= goneVerdicts;
        }
    }

    /** Every table's row count and a SHA-256 of its rows in key order, to compare a file read by two H2 versions. */
    static String digest(String url) throws SQLException, NoSuchAlgorithmException {
        StringBuilder out = new StringBuilder();
        try (Connection db = DriverManager.getConnection(url); Statement statement = db.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet listed = statement.executeQuery("SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC'"
                    + " AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME")) {
                while (listed.next()) {
                    tables.add(listed.getString(1));
                }
            }
            for (String table : tables) {
                MessageDigest sha = MessageDigest.getInstance("SHA-256");
                long rows = 0;
                try (ResultSet all = statement.executeQuery("SELECT * FROM \"" + table + "\"")) {
                    int columns = all.getMetaData().getColumnCount();
                    List<String> lines = new ArrayList<>();
                    while (all.next()) {
                        StringBuilder line = new StringBuilder();
                        for (int c = 1; c <= columns; c++) {
                            line.append(all.getString(c)).append('\u001f');
                        }
                        lines.add(line.toString());
                        rows++;
                    }
                    lines.stream().sorted().forEach(l -> sha.update(l.getBytes(StandardCharsets.UTF_8)));
                }
                out.append(String.format("%n  %-24s %8d rows  %s", table, rows, HexFormat.of().formatHex(sha.digest()).substring(0, 16)));
            }
        }
        return "tables:" + out;
    }

    private static long count(Connection db, String from) throws SQLException {
        try (Statement statement = db.createStatement(); ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM " + from)) {
            count.next();
            return count.getLong(1);
        }
    }

    private static String causes(Throwable e) {
        StringBuilder out = new StringBuilder();
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            out.append(" / ").append(cause.getClass().getSimpleName()).append(": ")
                    .append(String.valueOf(cause.getMessage()).lines().findFirst().orElse(""));
        }
        return out.toString();
    }

    private static void closeAll(List<Connection> pool) {
        for (Connection connection : pool) {
            try {
                connection.close();
            } catch (SQLException e) {
                System.out.println("  close: " + e.getMessage().lines().findFirst().orElse("") + causes(e));
            }
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
