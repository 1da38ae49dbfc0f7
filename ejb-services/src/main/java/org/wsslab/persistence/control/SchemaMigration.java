package org.wsslab.persistence.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/**
 * Brings the results database to the schema this release expects before anything uses it, so an
 * existing database (kept outside the build folder, ~/.wsslab) is upgraded, never dropped.
 */
@Singleton
// Stops before DeploymentRelease, which hands the server's threads back from the lab's class loader.
@DependsOn("DeploymentRelease")
@Startup
@TransactionManagement(TransactionManagementType.BEAN)
public class SchemaMigration {

    private static final Logger LOG = Logger.getLogger(SchemaMigration.class.getName());

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource dataSource;

    @PostConstruct
    void migrate() {
        var result = Flyway.configure(SchemaMigration.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
        LOG.info(() -> "wsslab schema at version " + result.targetSchemaVersion
                + " (" + result.migrationsExecuted + " migrations applied now)");
    }
}
