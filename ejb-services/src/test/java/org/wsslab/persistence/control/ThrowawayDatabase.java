package org.wsslab.persistence.control;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** A fresh, empty database of one of the products the lab supports, gone when closed: for tests that must hold on both. */
public interface ThrowawayDatabase extends AutoCloseable {

    DataSource dataSource();

    default Connection connect() throws SQLException {
        return dataSource().getConnection();
    }

    /** A new one of {@code product}, as the tests' parameters name it: "H2" or "PostgreSQL". */
    static ThrowawayDatabase of(String product) {
        return switch (product) {
            case "H2" -> new H2Database();
            case "PostgreSQL" -> PostgreSqlDatabase.create();
            default -> throw new IllegalArgumentException("product '" + product + "': H2 or PostgreSQL");
        };
    }
}
