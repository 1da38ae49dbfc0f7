package org.wsslab.run.control;

import org.wsslab.persistence.control.Jdbc;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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

    /** Starts the run's next segment (0 for its first start). */
    public Segment begin(long runId, long firstCall, String environment, Instant now) {
        Segment segment = new Segment(runId, of(runId).size(), now, firstCall, environment);
        Jdbc.transaction(database, connection -> {
            try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                insert.setLong(1, runId);
                insert.setInt(2, segment.segment());
                insert.setObject(3, now.atOffset(ZoneOffset.UTC));
                insert.setLong(4, firstCall);
                insert.setString(5, environment);
                insert.executeUpdate();
            }
        }, "record a segment of run " + runId);
        return segment;
    }

    public List<Segment> of(long runId) {
        return Jdbc.query(database, SELECT, select -> select.setLong(1, runId),
                row -> new Segment(runId, row.getInt(1), row.getObject(2, OffsetDateTime.class).toInstant(), row.getLong(3),
                        row.getString(4)),
                "read the segments of run " + runId);
    }
}
