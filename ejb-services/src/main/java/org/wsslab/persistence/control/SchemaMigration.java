package org.wsslab.persistence.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.output.MigrateResult;
import org.wsslab.lab.LabName;

/**
 * Brings the results database to the schema this release expects before anything uses it, so an
 * existing database (kept outside the build folder, ~/.wsslab) is upgraded, never dropped. The
 * migrations are the database's own (H2's db/migration, whose applied checksums every results file
 * holds; PostgreSQL's db/postgresql, from a V34 baseline of the same schema; {@link DatabaseProduct}),
 * and {@link SchemaCheck} refuses first a database the lab must not write into.
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
        // Read first: a lab name not allowed stops the deployment here, before any row is stamped with it.
        String lab = LabName.current();
        LOG.info(() -> "wsslab lab " + lab + " (system property " + LabName.PROPERTY + ")");
        checkAndMigrate(dataSource, SchemaMigration.class.getClassLoader(), lab);
    }

    /**
     * Checks and migrates the database; a refusal (an IllegalStateException naming the reason) leaves it
     * as it was. Not an overload of {@link #migrate()}: GlassFish finds a lifecycle callback by its name
     * and called this one instead, without arguments, failing every deployment.
     */
    public static MigrateResult checkAndMigrate(DataSource dataSource, ClassLoader classes, String lab) {
        Flyway flyway;
        try (Connection db = dataSource.getConnection()) {
            DatabaseMetaData meta = db.getMetaData();
            DatabaseProduct product = DatabaseProduct.of(meta);
            flyway = Flyway.configure(classes).dataSource(dataSource).locations("classpath:" + product.location())
                    .placeholders(placeholders(lab)).load();
            String newest = newestMigration(flyway, product);
            String database = meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion();
            LOG.info(() -> "results database " + database + ", migrations from " + product.location() + " (newest " + newest + ")");
            SchemaCheck.check(db, newest);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the results database before migrating it: " + e.getMessage(), e);
        }
        MigrateResult result = flyway.migrate();
        LOG.info(() -> "wsslab schema at version " + result.targetSchemaVersion + " (" + result.migrationsExecuted
                + " migrations applied now)");
        return result;
    }

    /** The newest version among this release's migrations for the database (Flyway reads them from the classpath). */
    private static String newestMigration(Flyway flyway, DatabaseProduct product) {
        return Arrays.stream(flyway.info().all()).filter(migration -> migration.getState().isResolved())
                .map(MigrationInfo::getVersion).filter(version -> version != null).max(MigrationVersion::compareTo)
                .map(MigrationVersion::getVersion)
                .orElseThrow(() -> new IllegalStateException("no migrations in classpath:" + product.location()));
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
