package org.wsslab.run.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.wsslab.run.entity.Segment;

/** The segments of runs (each start and resumption) with the environment each ran in. */
@ApplicationScoped
public class SegmentStore {

    private static final String INSERT = "INSERT INTO RUN_SEGMENT (RUN_ID, SEGMENT, STARTED, FIRST_CALL, ENVIRONMENT)"
            + " VALUES (?, ?, ?, ?, ?)";
    private static final String SELECT = "SELECT SEGMENT, STARTED, FIRST_CALL, ENVIRONMENT FROM RUN_SEGMENT"
            + " WHERE RUN_ID = ? ORDER BY SEGMENT";

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource database;

    /** Starts the run's next segment (0 for its first start) and answers its number. */
    public Segment begin(long runId, long firstCall, String environment, Instant now) {
        int next = of(runId).size();
        try (Connection connection = database.getConnection();
             PreparedStatement insert = connection.prepareStatement(INSERT)) {
            insert.setLong(1, runId);
            insert.setInt(2, next);
            insert.setObject(3, now.atOffset(ZoneOffset.UTC));
            insert.setLong(4, firstCall);
            insert.setString(5, environment);
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot record a segment of run " + runId + ": " + e.getMessage(), e);
        }
        return new Segment(runId, next, now, firstCall, environment);
    }

    public List<Segment> of(long runId) {
        List<Segment> segments = new ArrayList<>();
        try (Connection connection = database.getConnection();
             PreparedStatement select = connection.prepareStatement(SELECT)) {
            select.setLong(1, runId);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    segments.add(new Segment(runId, rows.getInt(1), rows.getObject(2, OffsetDateTime.class).toInstant(),
                            rows.getLong(3), rows.getString(4)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the segments of run " + runId + ": " + e.getMessage(), e);
        }
        return segments;
    }
}
