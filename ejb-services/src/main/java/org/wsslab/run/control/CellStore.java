package org.wsslab.run.control;

import org.wsslab.persistence.control.Jdbc;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.PreparedStatement;
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
        Jdbc.transaction(database, connection -> {
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
                    Jdbc.setDouble(insert, 4, cell.loadStart());
                    Jdbc.setDouble(insert, 5, cell.loadEnd());
                    Jdbc.setLong(insert, 6, cell.requestBytes());
                    Jdbc.setLong(insert, 7, cell.responseBytes());
                    insert.executeUpdate();
                }
            }
        }, "record the cells of run " + runId);
    }

    public List<CellRecord> of(long runId) {
        return Jdbc.query(database, SELECT, select -> select.setLong(1, runId),
                row -> new CellRecord(Mechanism.byId(row.getString(1)).orElseThrow(), row.getInt(2), Jdbc.getDouble(row, 3),
                        Jdbc.getDouble(row, 4), Jdbc.getLong(row, 5), Jdbc.getLong(row, 6)),
                "read the cells of run " + runId);
    }
}
