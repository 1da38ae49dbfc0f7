package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SchemaMigration refuses, through SchemaCheck and before Flyway writes anything, a database it must
 * not write into, on each product: another application's, a newer lab's, one with a failed migration.
 */
class SchemaCheckTest {

    private static final String HISTORY = "\"flyway_schema_history\"";

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void anotherApplicationsDatabaseIsRefusedAndLeftAlone(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            for (String table : List.of("ORDERS", "CUSTOMERS", "INVOICES", "PARTS", "SHIPMENTS", "STOCK", "SUPPLIERS")) {
                db.createStatement().execute("CREATE TABLE " + table + " (ID INTEGER PRIMARY KEY)");
            }
            List<String> before = tables(db);

            IllegalStateException refusal = assertThrows(IllegalStateException.class, () -> migrate(database));

            // Named as the database stores them: upper case on H2, lower on PostgreSQL.
            assertTrue(refusal.getMessage().matches("(?i).*holds 7 tables \\(CUSTOMERS, INVOICES, ORDERS, PARTS, SHIPMENTS and 2 more\\)"
                    + " but no flyway_schema_history: it is another application's; give the lab a database of its own"),
                    refusal.getMessage());
            assertEquals(before, tables(db), "no table written, Flyway's history neither");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void aNewerLabsDatabaseIsRefusedAndLeftAlone(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            migrate(database);
            applied(db, 37, "V37__newer.sql", true);
            List<String> before = history(db);

            IllegalStateException refusal = assertThrows(IllegalStateException.class, () -> migrate(database));

            assertEquals("the results database is at schema version 37, newer than this release's newest migration, version "
                    + MigrationFiles.newest("H2".equals(product) ? "db/migration" : "db/postgresql") + ":"
                    + " a newer lab has written it; update the lab to that release or later", refusal.getMessage());
            assertEquals(before, history(db));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void aFailedMigrationIsRefusedByName(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            migrate(database);
            applied(db, 34.1, "V34_1__half_done.sql", false);
            List<String> before = history(db);

            IllegalStateException refusal = assertThrows(IllegalStateException.class, () -> migrate(database));

            assertTrue(refusal.getMessage().startsWith("the results database has a failed migration, version 34.1 (V34_1__half_done.sql)"),
                    refusal.getMessage());
            assertEquals(before, history(db));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void anEmptyDatabaseAndAnUpToDateOneAreMigrated(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            // H2 from V1 (there is no V32), PostgreSQL from its V34 baseline.
            assertEquals(MigrationFiles.versions("H2".equals(product) ? "db/migration" : "db/postgresql").size(), migrate(database),
                    "an empty database gets " + product + "'s migrations");
            assertEquals(0, migrate(database), "migrated again, nothing to do");
            assertTrue(tables(db).contains("RUN"), tables(db).toString());
        }
    }

    @Test
    void aProductTheLabDoesNotSupportIsNamedWithThoseItDoes() {
        DatabaseMetaData derby = (DatabaseMetaData) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[]{DatabaseMetaData.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "getDatabaseProductName" -> "Apache Derby";
                    case "getDatabaseProductVersion" -> "10.17.1.0";
                    default -> throw new UnsupportedOperationException(method.getName());
                });

        IllegalStateException refusal = assertThrows(IllegalStateException.class, () -> DatabaseProduct.of(derby));

        assertEquals("the results database is Apache Derby 10.17.1.0, which the lab does not support: give it one of H2, PostgreSQL",
                refusal.getMessage());
    }

    @Test
    void versionsCompareAsNumbersPartByPart() {
        assertTrue(SchemaCheck.compare("34", "4") > 0);
        assertTrue(SchemaCheck.compare("2.10", "2.9") > 0);
        assertEquals(0, SchemaCheck.compare("34", "34.0"));
        assertTrue(SchemaCheck.compare("34", "34.1") < 0);
    }

    /** Migrates through SchemaMigration, as a deployment does; answers how many migrations it applied. */
    private static int migrate(ThrowawayDatabase database) {
        return SchemaMigration.checkAndMigrate(database.dataSource(), SchemaCheckTest.class.getClassLoader(),
                "test-lab").migrationsExecuted;
    }

    /** Records a migration in Flyway's history as a newer lab (or a failed run of one) would have. */
    private static void applied(Connection db, double version, String script, boolean success) throws SQLException {
        String v = version == Math.rint(version) ? String.valueOf((long) version) : String.valueOf(version);
        try (Statement insert = db.createStatement()) {
            insert.execute("INSERT INTO " + HISTORY + " (\"installed_rank\", \"version\", \"description\", \"type\", \"script\","
                    + " \"checksum\", \"installed_by\", \"execution_time\", \"success\") VALUES ((SELECT MAX(\"installed_rank\") + 1 FROM "
                    + HISTORY + "), '" + v + "', 'test', 'SQL', '" + script + "', 0, 'test', 0, " + success + ")");
        }
    }

    private static List<String> history(Connection db) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet row = db.createStatement().executeQuery("SELECT \"installed_rank\", \"version\", \"script\", \"checksum\","
                + " \"success\" FROM " + HISTORY + " ORDER BY \"installed_rank\"")) {
            while (row.next()) {
                rows.add(
                        row.getInt(1) + " " + row.getString(2) + " " + row.getString(3) + " " + row.getObject(4) + " " + row.getBoolean(5));
            }
        }
        return rows;
    }

    /** The schema's tables, upper-cased, in order. */
    private static List<String> tables(Connection db) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (ResultSet table = db.getMetaData().getTables(null, db.getSchema(), "%", new String[]{"TABLE"})) {
            while (table.next()) {
                tables.add(table.getString("TABLE_NAME").toUpperCase(java.util.Locale.ROOT));
            }
        }
        tables.sort(null);
        return tables;
    }
}
