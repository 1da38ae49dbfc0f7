package org.wsslab.persistence.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Which database holds the lab's results (bin/domain-setup's --results: the server's resource
 * jdbc/wsslab-results), as every run's environment records it: two runs kept in different stores
 * were measured by labs that may differ in more than their database, and an architect reading one
 * should know where its siblings are. The address carries no user and no password.
 */
@ApplicationScoped
public class ResultsDatabase {

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource dataSource;

    private volatile String description;

    /** e.g. "PostgreSQL 15.18 at //127.0.0.1:5432/wsslab" or "H2 2.3.232 (2024-08-11) at file:~/.wsslab/results". */
    public String describe() {
        String known = description;
        if (known == null) {
            try (Connection connection = dataSource.getConnection()) {
                var meta = connection.getMetaData();
                known = meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion() + " at " + address(meta.getURL());
            } catch (SQLException e) {
                return "unknown (" + e.getMessage() + ")";
            }
            description = known;
        }
        return known;
    }

    /** A JDBC URL without its scheme, its parameters and any credentials in it. */
    static String address(String url) {
        if (url == null) {
            return "unknown";
        }
        String address = url.replaceFirst("^jdbc:(postgresql:|h2:)?", "");
        int parameters = address.indexOf(address.startsWith("//") ? '?' : ';');
        address = parameters < 0 ? address : address.substring(0, parameters);
        return address.replaceFirst("^//[^/@]*@", "//");
    }
}
