package org.wsslab.persistence.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.wsslab.lab.LabName;

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

    @Resource(lookup = "java:app/jdbc/wsslab")
    DataSource dataSource;

    @PostConstruct
    void migrate() {
        // Read first: a lab name not allowed stops the deployment here, before any row is stamped with it.
        String lab = LabName.current();
        LOG.info(() -> "wsslab lab " + lab + " (system property " + LabName.PROPERTY + ")");
        var result = Flyway.configure(SchemaMigration.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .placeholders(placeholders(lab))
                .load()
                .migrate();
        LOG.info(() -> "wsslab schema at version " + result.targetSchemaVersion
                + " (" + result.migrationsExecuted + " migrations applied now)");
    }

    /**
     * What the migrations' placeholders stand for: {@code ${lab}}, the lab applying them (V35 stamps the
     * rows stored before it with it). Public for whatever else migrates a results database (tests, tools).
     */
    public static Map<String, String> placeholders(String lab) {
        if (!LabName.valid(lab)) {
            throw new IllegalArgumentException("lab: \"" + lab + "\" is not a lab name; a lab name is " + LabName.ALLOWED);
        }
        return Map.of("lab", lab);
    }
}
