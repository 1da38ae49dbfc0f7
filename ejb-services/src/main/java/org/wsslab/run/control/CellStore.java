package org.wsslab.run.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.CellRecord;

/** What each (mechanism, size) cell saw besides its round trips: load average and wire sizes. */
@ApplicationScoped
public class CellStore {

    private static final String DELETE = "DELETE FROM CELL WHERE RUN_ID = ? AND MECHANISM = ? AND SIZE_BYTES = ?";
    private static final String INSERT = "INSERT INTO CELL (RUN_ID, MECHANISM, SIZE_BYTES, LOAD_START, LOAD_END,"
            + " REQUEST_BYTES, RESPONSE_BYTES) VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String SELECT = "SELECT MECHANISM, SIZE_BYTES, LOAD_START, LOAD_END, REQUEST_BYTES, RESPONSE_BYTES"
            + " FROM CELL WHERE RUN_ID = ? ORDER BY SIZE_BYTES, MECHANISM";

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource database;

    /** Records the cells of one size, replacing what an earlier segment recorded for them. */
    public void record(long runId, List<CellRecord> cells) {
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement delete = connection.prepareStatement(DELETE);
                 PreparedStatement insert = connection.prepareStatement(INSERT)) {
                for (CellRecord cell : cells) {
                    delete.setLong(1, runId);
                    delete.setString(2, cell.mechanism().id());
                    delete.setInt(3, cell.size());
                    delete.executeUpdate();
                    insert.setLong(1, runId);
                    insert.setString(2, cell.mechanism().id());
                    insert.setInt(3, cell.size());
                    setNullable(insert, 4, cell.loadStart());
                    setNullable(insert, 5, cell.loadEnd());
                    setNullable(insert, 6, cell.requestBytes());
                    setNullable(insert, 7, cell.responseBytes());
                    insert.executeUpdate();
                }
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot record the cells of run " + runId + ": " + e.getMessage(), e);
        }
    }

    public List<CellRecord> of(long runId) {
        List<CellRecord> cells = new ArrayList<>();
        try (Connection connection = database.getConnection();
             PreparedStatement select = connection.prepareStatement(SELECT)) {
            select.setLong(1, runId);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    cells.add(new CellRecord(Mechanism.byId(rows.getString(1)).orElseThrow(), rows.getInt(2),
                            nullableDouble(rows, 3), nullableDouble(rows, 4), nullableLong(rows, 5), nullableLong(rows, 6)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the cells of run " + runId + ": " + e.getMessage(), e);
        }
        return cells;
    }

    private static void setNullable(PreparedStatement statement, int index, Double value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.DOUBLE);
        } else {
            statement.setDouble(index, value);
        }
    }

    private static void setNullable(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.BIGINT);
        } else {
            statement.setLong(index, value);
        }
    }

    private static Double nullableDouble(ResultSet rows, int column) throws SQLException {
        double value = rows.getDouble(column);
        return rows.wasNull() ? null : value;
    }

    private static Long nullableLong(ResultSet rows, int column) throws SQLException {
        long value = rows.getLong(column);
        return rows.wasNull() ? null : value;
    }
}
