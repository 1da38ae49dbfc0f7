package org.wsslab.persistence.control;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * The little plain JDBC the stores share: a query read row by row, and statements run in one
 * transaction (all or nothing). Failures become IllegalStateException naming what was being done.
 */
public final class Jdbc {

    /** Sets a statement's parameters. */
    public interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** Reads one row. */
    public interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    /** Work on one connection, committed together. */
    public interface Work {
        void run(Connection connection) throws SQLException;
    }

    private Jdbc() {
    }

    public static <T> List<T> query(DataSource database, String sql, Binder binder, RowReader<T> reader, String what) {
        List<T> rows = new ArrayList<>();
        try (Connection connection = database.getConnection();
             PreparedStatement select = connection.prepareStatement(sql)) {
            binder.bind(select);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.add(reader.read(row));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot " + what + ": " + e.getMessage(), e);
        }
        return rows;
    }

    public static void transaction(DataSource database, Work work, String what) {
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try {
                work.run(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot " + what + ": " + e.getMessage(), e);
        }
    }

    public static void setLong(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.BIGINT);
        } else {
            statement.setLong(index, value);
        }
    }

    public static void setDouble(PreparedStatement statement, int index, Double value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.DOUBLE);
        } else {
            statement.setDouble(index, value);
        }
    }

    public static Long getLong(ResultSet row, int column) throws SQLException {
        long value = row.getLong(column);
        return row.wasNull() ? null : value;
    }

    public static Double getDouble(ResultSet row, int column) throws SQLException {
        double value = row.getDouble(column);
        return row.wasNull() ? null : value;
    }
}
