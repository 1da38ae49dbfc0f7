package org.wsslab.persistence.control;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** A throwaway in-memory H2 database, the lab's default product, for the tests that compare it with PostgreSQL. */
public final class H2Database implements ThrowawayDatabase {

    private final JdbcDataSource source = new JdbcDataSource();

    public H2Database() {
        // Kept until close: an in-memory H2 database otherwise ends with its last connection.
        source.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    }

    @Override
    public DataSource dataSource() {
        return source;
    }

    @Override
    public void close() throws SQLException {
        try (Connection db = connect()) {
            db.createStatement().execute("SHUTDOWN");
        }
    }
}
