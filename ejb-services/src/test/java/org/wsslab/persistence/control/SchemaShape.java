package org.wsslab.persistence.control;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A schema as lines that mean the same on H2 and PostgreSQL, read through JDBC's metadata: its tables,
 * their columns (upper-case name, type family, nullability, default), primary keys, foreign keys
 * (with their delete and update rules), indexes (an index whose columns lead another's is left out: H2 indexes
 * every foreign key of its own accord, PostgreSQL only where asked), named check constraints,
 * sequences (start and increment) and every row. Flyway's history is not the schema's and is left out.
 */
final class SchemaShape {

    private SchemaShape() {
    }

    static TreeSet<String> of(Connection db) throws SQLException {
        DatabaseMetaData meta = db.getMetaData();
        String schema = db.getSchema();
        TreeSet<String> lines = new TreeSet<>();
        List<String> tables = new ArrayList<>();
        try (ResultSet found = meta.getTables(null, schema, "%", new String[]{"TABLE"})) {
            while (found.next()) {
                if (!found.getString("TABLE_NAME").equalsIgnoreCase(SchemaCheck.HISTORY)) {
                    tables.add(found.getString("TABLE_NAME"));
                }
            }
        }
        for (String table : tables) {
            String t = upper(table);
            lines.add("table " + t);
            try (ResultSet columns = meta.getColumns(null, schema, table, null)) {
                while (columns.next()) {
                    lines.add("column " + t + "." + upper(columns.getString("COLUMN_NAME")) + " "
                            + family(columns.getInt("DATA_TYPE"), columns.getString("TYPE_NAME"), columns.getInt("COLUMN_SIZE"))
                            + (columns.getInt("NULLABLE") == DatabaseMetaData.columnNoNulls ? " not null" : " null")
                            + defaultOf(columns.getString("COLUMN_DEF")));
                }
            }
            lines.add("primary key " + t + " " + keyColumns(meta.getPrimaryKeys(null, schema, table), "COLUMN_NAME", "KEY_SEQ"));
            Map<String, String> foreign = new TreeMap<>();
            try (ResultSet keys = meta.getImportedKeys(null, schema, table)) {
                while (keys.next()) {
                    foreign.merge(upper(keys.getString("FK_NAME")) + " " + upper(keys.getString("PKTABLE_NAME")) + " on delete "
                            + keys.getInt("DELETE_RULE") + " on update " + keys.getInt("UPDATE_RULE"),
                            upper(keys.getString("FKCOLUMN_NAME")) + ">"
                                    + upper(keys.getString("PKCOLUMN_NAME")),
                            (a, b) -> a + "," + b);
                }
            }
            foreign.forEach((key, columns) -> lines.add("foreign key " + t + " " + key + " (" + columns + ")"));
            indexes(meta, schema, table).forEach(index -> lines.add("index " + t + " " + index));
            lines.addAll(rows(db, table));
        }
        lines.addAll(checks(db, schema));
        lines.addAll(sequences(db, schema));
        return lines;
    }

    /** The type as both databases mean it: H2's CLOB is PostgreSQL's text, its BOOLEAN the driver's BIT. */
    private static String family(int type, String name, int size) {
        return switch (type) {
            case Types.BIGINT -> "bigint";
            case Types.INTEGER -> "integer";
            case Types.DOUBLE, Types.FLOAT -> "double";
            case Types.BOOLEAN, Types.BIT -> "boolean";
            case Types.CLOB -> "text";
            case Types.VARCHAR -> "text".equalsIgnoreCase(name) ? "text" : "varchar(" + size + ")";
            case Types.TIMESTAMP_WITH_TIMEZONE -> "timestamptz";
            case Types.TIMESTAMP -> "timestamptz".equalsIgnoreCase(name) ? "timestamptz" : "timestamp";
            default -> name + "(" + type + ")";
        };
    }

    /** A default without PostgreSQL's casts ('lab'::character varying), in lower case (H2 says FALSE, PostgreSQL false). */
    private static String defaultOf(String expression) {
        return expression == null ? "" : " default " + expression.replaceAll("::[a-z ]+$", "").toLowerCase(Locale.ROOT);
    }

    private static String keyColumns(ResultSet keys, String column, String order) throws SQLException {
        TreeMap<Integer, String> columns = new TreeMap<>();
        try (keys) {
            while (keys.next()) {
                columns.put(keys.getInt(order), upper(keys.getString(column)));
            }
        }
        return columns.values().toString();
    }

    private static List<String> indexes(DatabaseMetaData meta, String schema, String table) throws SQLException {
        Map<String, TreeMap<Integer, String>> columns = new LinkedHashMap<>();
        Map<String, Boolean> unique = new LinkedHashMap<>();
        try (ResultSet index = meta.getIndexInfo(null, schema, table, false, false)) {
            while (index.next()) {
                if (index.getString("INDEX_NAME") != null && index.getString("COLUMN_NAME") != null) {
                    columns.computeIfAbsent(index.getString("INDEX_NAME"), n -> new TreeMap<>())
                            .put((int) index.getShort("ORDINAL_POSITION"), upper(index.getString("COLUMN_NAME")));
                    unique.put(index.getString("INDEX_NAME"), !index.getBoolean("NON_UNIQUE"));
                }
            }
        }
        TreeSet<String> described = new TreeSet<>();
        for (String name : columns.keySet()) {
            List<String> own = List.copyOf(columns.get(name).values());
            boolean covered = !unique.get(name) && columns.entrySet().stream().anyMatch(other -> !other.getKey().equals(name)
                    && other.getValue().size() >= own.size() && List.copyOf(other.getValue().values()).subList(0, own.size()).equals(own)
                    && (other.getValue().size() > own.size() || unique.get(other.getKey())));
            if (!covered) {
                described.add((unique.get(name) ? "unique " : "") + own);
            }
        }
        return List.copyOf(described);
    }

    private static List<String> rows(Connection db, String table) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement select = db.createStatement(); ResultSet row = select.executeQuery("SELECT * FROM " + table)) {
            ResultSetMetaData columns = row.getMetaData();
            while (row.next()) {
                StringBuilder line = new StringBuilder("row " + upper(table));
                for (int c = 1; c <= columns.getColumnCount(); c++) {
                    line.append(' ').append(upper(columns.getColumnName(c))).append('=').append(row.getString(c));
                }
                rows.add(line.toString());
            }
        }
        return rows;
    }

    /** Check constraints by name; PostgreSQL lists its NOT NULLs as checks too (named n_n_n_not_null), which the columns say. */
    private static List<String> checks(Connection db, String schema) throws SQLException {
        List<String> checks = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement("SELECT CONSTRAINT_NAME, TABLE_NAME FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS"
                + " WHERE CONSTRAINT_SCHEMA = ? AND CONSTRAINT_TYPE = 'CHECK'")) {
            select.setString(1, schema);
            try (ResultSet check = select.executeQuery()) {
                while (check.next()) {
                    if (!check.getString(1).matches("\\d+_\\d+_\\d+_not_null")) {
                        checks.add("check " + upper(check.getString(2)) + " " + upper(check.getString(1)));
                    }
                }
            }
        }
        return checks;
    }

    private static List<String> sequences(Connection db, String schema) throws SQLException {
        List<String> sequences = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement(
                "SELECT SEQUENCE_NAME, START_VALUE, INCREMENT FROM INFORMATION_SCHEMA.SEQUENCES WHERE SEQUENCE_SCHEMA = ?")) {
            select.setString(1, schema);
            try (ResultSet sequence = select.executeQuery()) {
                while (sequence.next()) {
                    sequences.add("sequence " + upper(sequence.getString(1)) + " start " + Long.parseLong(sequence.getString(2))
                            + " increment " + Long.parseLong(sequence.getString(3)));
                }
            }
        }
        return sequences;
    }

    private static String upper(String name) {
        return name.toUpperCase(Locale.ROOT);
    }
}
