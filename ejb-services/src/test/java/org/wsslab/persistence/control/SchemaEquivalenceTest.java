package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL's baseline (db/postgresql) makes the schema H2's migrations (db/migration) make, each
 * migrated through SchemaMigration's own code path into a fresh database: the same tables, columns,
 * keys, indexes, checks, sequences and rows, as {@link SchemaShape} reads them.
 */
class SchemaEquivalenceTest {

    /**
     * Both databases fresh and migrated, for one test: made per test rather than once per class, so
     * that a skip (no PostgreSQL) shows on each test in the report, where one in @BeforeAll showed none.
     */
    private record Both(H2Database h2, PostgreSqlDatabase postgresql) implements AutoCloseable {

        static Both migrated() {
            PostgreSqlDatabase postgresql = PostgreSqlDatabase.create();
            H2Database h2 = new H2Database();
            assertEquals(MigrationFiles.newest("db/migration"),
                    SchemaMigration.checkAndMigrate(h2.dataSource(), SchemaMigration.class.getClassLoader(),
                            "test-lab").targetSchemaVersion);
            assertEquals(MigrationFiles.newest("db/postgresql"),
                    SchemaMigration.checkAndMigrate(postgresql.dataSource(), SchemaMigration.class.getClassLoader(),
                            "test-lab").targetSchemaVersion);
            return new Both(h2, postgresql);
        }

        @Override
        public void close() throws Exception {
            try (postgresql) {
                h2.close();
            }
        }
    }

    @Test
    void postgreSqlHasExactlyTheSchemaOfH2() throws Exception {
        try (Both both = Both.migrated(); Connection a = both.h2().connect(); Connection b = both.postgresql().connect()) {
            TreeSet<String> onH2 = SchemaShape.of(a);
            TreeSet<String> onPostgreSql = SchemaShape.of(b);
            // Each kind of line is read at all (a comparison of two empty readings would pass).
            for (String line : List.of("table RUN", "sequence RUN_ID_SEQ start 1 increment 1", "check RUN RUN_STATUS",
                    "column RUN.TARGET varchar(40) not null default 'lab'", "column CELL.OPERATIONS_READ boolean not null default false",
                    "column VERDICT.DETAIL text not null", "column SAMPLE.TAKEN timestamptz not null", "index RUN_GROUP [STUDY, ITEM]",
                    "unique [CHECK_ID, MECHANISM, SUITE]",
                    "primary key SAMPLE [RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT]",
                    "index PROFILE [RUN_ID]")) {
                assertTrue(onH2.stream().anyMatch(l -> l.equals(line) || l.startsWith("index ") && l.endsWith(line)), line + " in " + onH2);
            }
            assertEquals(difference(onH2, onPostgreSql), difference(onPostgreSql, onH2), "only on H2 (left) against only on PostgreSQL");
            assertEquals(onH2, onPostgreSql);
        }
    }

    /** The comparison sees a column one side lacks (a scratch column). */
    @Test
    void aColumnOnOneSideOnlyIsADifference() throws Exception {
        try (Both both = Both.migrated(); Connection a = both.h2().connect(); Connection b = both.postgresql().connect()) {
            b.createStatement().execute("ALTER TABLE TARGET ADD COLUMN SCRATCH INTEGER");
            TreeSet<String> onPostgreSql = difference(SchemaShape.of(b), SchemaShape.of(a));
            assertEquals(new TreeSet<>(List.of("column TARGET.SCRATCH integer null")), onPostgreSql);
        }
    }

    private static TreeSet<String> difference(TreeSet<String> left, TreeSet<String> right) {
        TreeSet<String> only = new TreeSet<>(left);
        only.removeAll(right);
        return only;
    }
}
