package org.wsslab.run.transfer;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.wsslab.persistence.control.DatabaseProduct;

/**
 * The tables that hold a run's records, as the schema says them now: every table with a RUN_ID
 * column, in an order that inserts a referenced table before the tables that reference it, and
 * each one's columns with their JDBC types. Read from JDBC's metadata rather than kept as a list, so
 * that a table or column a migration adds travels in a run file without a change here; apart from
 * {@link RunTransfer} because it knows the schema, not the file.
 *
 * <p>Names are upper case here and in the file whichever database holds the results: H2 stores
 * unquoted identifiers in upper case, PostgreSQL in lower case, so a metadata lookup takes the
 * database's case ({@link DatabaseProduct#stored}) and a name read back is upper-cased.
 */
final class RunTables {

    /** Tables with a RUN_ID that are not a run's measurement. */
    private static final Set<String> LEFT_HOME = Set.of("PROFILE");

    private RunTables() {
    }

    /** The tables that hold a run's records (a RUN_ID column), those referenced by others first. */
    static List<String> of(Connection db) throws SQLException {
        DatabaseMetaData meta = db.getMetaData();
        DatabaseProduct product = DatabaseProduct.of(meta);
        Set<String> tables = new LinkedHashSet<>();
        try (ResultSet columns = meta.getColumns(null, db.getSchema(), null, product.stored("RUN_ID"))) {
            while (columns.next()) {
                String table = columns.getString("TABLE_NAME").toUpperCase(Locale.ROOT);
                if (!LEFT_HOME.contains(table)) {
                    tables.add(table);
                }
            }
        }
        List<String> ordered = new ArrayList<>();
        while (ordered.size() < tables.size()) {
            int before = ordered.size();
            for (String table : tables) {
                if (!ordered.contains(table)
                        && referenced(db, product, table).stream().filter(tables::contains).allMatch(ordered::contains)) {
                    ordered.add(table);
                }
            }
            if (ordered.size() == before) {
                throw new IllegalStateException("the run tables reference each other in a circle: " + tables);
            }
        }
        return ordered;
    }

    private static Set<String> referenced(Connection db, DatabaseProduct product, String table) throws SQLException {
        Set<String> referenced = new LinkedHashSet<>();
        try (ResultSet keys = db.getMetaData().getImportedKeys(null, db.getSchema(), product.stored(table))) {
            while (keys.next()) {
                String other = keys.getString("PKTABLE_NAME").toUpperCase(Locale.ROOT);
                if (!other.equals(table)) {
                    referenced.add(other);
                }
            }
        }
        return referenced;
    }

    /** A table's columns, by upper-case name, with their JDBC types ({@link java.sql.Types}, as {@link #type} says them). */
    static Map<String, Integer> columns(Connection db, String table) throws SQLException {
        DatabaseMetaData meta = db.getMetaData();
        Map<String, Integer> types = new LinkedHashMap<>();
        try (ResultSet columns = meta.getColumns(null, db.getSchema(), DatabaseProduct.of(meta).stored(table), null)) {
            while (columns.next()) {
                types.put(columns.getString("COLUMN_NAME").toUpperCase(Locale.ROOT),
                        type(columns.getInt("DATA_TYPE"), columns.getString("TYPE_NAME")));
            }
        }
        return types;
    }

    /**
     * A column's JDBC type as the run file knows it: PostgreSQL's driver says TIMESTAMP for a
     * TIMESTAMP WITH TIME ZONE column (type name timestamptz), which H2 says TIMESTAMP_WITH_TIMEZONE.
     */
    static int type(int jdbcType, String typeName) {
        return jdbcType == Types.TIMESTAMP && "timestamptz".equalsIgnoreCase(typeName) ? Types.TIMESTAMP_WITH_TIMEZONE : jdbcType;
    }

    /** The id an imported run gets: the next of the sequence the lab's own runs take theirs from. */
    static long nextRunId(Connection db) throws SQLException {
        String sql = DatabaseProduct.of(db.getMetaData()).nextValue("RUN_ID_SEQ");
        try (PreparedStatement next = db.prepareStatement(sql); ResultSet id = next.executeQuery()) {
            id.next();
            return id.getLong(1);
        }
    }
}
