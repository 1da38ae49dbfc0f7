package org.wsslab.persistence.control;

import java.math.BigInteger;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What must hold before Flyway may touch the results database, read with plain JDBC and nothing
 * written: a refusal here fails the deployment with its reason, where Flyway would otherwise write
 * into another application's database (it baselines or refuses only by setting), or, ignoring
 * "future" migrations as Flyway 11 does by default, let an older lab write into a newer lab's schema.
 */
public final class SchemaCheck {

    /** Flyway's history table, named in lower case on both databases (quoted on H2). */
    static final String HISTORY = "flyway_schema_history";

    /** How many of a foreign database's tables a refusal names. */
    private static final int NAMED = 5;

    private SchemaCheck() {
    }

    /**
     * Refuses (an {@link IllegalStateException} whose message is the reason) a database that holds
     * tables but no Flyway history (another application's), one whose history is newer than
     * {@code newestMigration}, this release's newest, and one whose history records a failed migration.
     */
    public static void check(Connection db, String newestMigration) throws SQLException {
        DatabaseMetaData meta = db.getMetaData();
        String schema = db.getSchema();
        List<String> tables = new ArrayList<>();
        try (ResultSet found = meta.getTables(db.getCatalog(), schema, "%", new String[]{"TABLE"})) {
            while (found.next()) {
                tables.add(found.getString("TABLE_NAME"));
            }
        }
        Optional<String> history = tables.stream().filter(HISTORY::equalsIgnoreCase).findFirst();
        if (history.isEmpty()) {
            if (!tables.isEmpty()) {
                tables.sort(Comparator.naturalOrder());
                String named = String.join(", ", tables.subList(0, Math.min(NAMED, tables.size())))
                        + (tables.size() > NAMED ? " and " + (tables.size() - NAMED) + " more" : "");
                throw new IllegalStateException("the results database (" + meta.getDatabaseProductName() + ", schema " + schema + ") holds "
                        + tables.size() + " tables (" + named
                        + ") but no " + HISTORY + ": it is another application's; give the lab a database of its own");
            }
            return;
        }
        List<Applied> applied = applied(db, history.get());
        for (Applied migration : applied) {
            if (!migration.success()) {
                throw new IllegalStateException("the results database has a failed migration, version " + migration.version()
                        + " (" + migration.script() + "): put the database back as it was before it (the backup taken before the"
                        + " upgrade) and remove its row from " + HISTORY + ", then deploy again");
            }
        }
        Optional<Applied> newest = applied.stream().max(Comparator.comparing(Applied::version, SchemaCheck::compare));
        if (newest.isPresent() && compare(newest.get().version(), newestMigration) > 0) {
            throw new IllegalStateException("the results database is at schema version " + newest.get().version()
                    + ", newer than this release's newest migration, version " + newestMigration
                    + ": a newer lab has written it; update the lab to that release or later");
        }
    }

    private record Applied(String version, String script, boolean success) {
    }

    /** The history's versioned rows (repeatable migrations have no version). */
    private static List<Applied> applied(Connection db, String history) throws SQLException {
        List<Applied> applied = new ArrayList<>();
        // Flyway names the table and its columns in lower case and quotes them (H2 would upper-case them unquoted).
        try (Statement select = db.createStatement();
                ResultSet rows = select.executeQuery("SELECT \"version\", \"script\", \"success\" FROM \"" + history
                        + "\" WHERE \"version\" IS NOT NULL")) {
            while (rows.next()) {
                applied.add(new Applied(rows.getString(1), rows.getString(2), rows.getBoolean(3)));
            }
        }
        return applied;
    }

    /** Orders Flyway versions part by part as numbers (34 after 4, 2.10 after 2.9). */
    static int compare(String left, String right) {
        String[] a = left.split("[._]");
        String[] b = right.split("[._]");
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            BigInteger x = i < a.length ? new BigInteger(a[i]) : BigInteger.ZERO;
            BigInteger y = i < b.length ? new BigInteger(b[i]) : BigInteger.ZERO;
            if (x.compareTo(y) != 0) {
                return x.compareTo(y);
            }
        }
        return 0;
    }
}
