package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.ResultsStore.ON_POSTGRESQL;

import jakarta.ejb.EJB;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import javax.naming.InitialContext;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ResultsStore;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;

/**
 * A run is stored in the results database (the H2 file under the user's ~/.wsslab, or the PostgreSQL store the
 * domain was given; schema by Flyway) and read back in a new transaction.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class RunPersistenceIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Runs runs;

    @EJB
    TestHooks hooks;

    @Test
    void runIsStoredAndReadBack() {
        // The engine measures one run at a time: held before the first call of another run, it leaves
        // the run read here QUEUED, whatever the machine's speed.
        hooks.holdBefore(0);
        long holding = runs.queue(List.of(Mechanism.PLAIN), List.of(100), 1, 0).getId();
        try {
            Poll.until("the hold", Duration.ofMinutes(1), Duration.ofMillis(100), hooks::hold,
                    hold -> hold.state() == RunHold.State.HELD && hold.run() == holding);
            Run stored = runs.queue(List.of(Mechanism.MUTUAL_CERTIFICATES), List.of(100, 1_024), 100, 20);
            assertNotNull(stored.getId());

            Run read = runs.find(stored.getId()).orElseThrow();

            assertEquals(RunStatus.QUEUED, read.getStatus());
            assertEquals(100, read.getCallsPerCell());
            assertEquals(20, read.getWarmupCalls());
            assertEquals(List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), read.getMechanisms());
            assertEquals(List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()), read.getEndpoints());
            assertEquals(List.of(AlgorithmSuite.BASIC128), read.getSuites());
            assertEquals(List.of(100, 1_024), read.getSizes());
            assertEquals(2L * 2 * 120, read.getTotalCalls());
            assertEquals(stored.getCreated().toEpochMilli(), read.getCreated().toEpochMilli());
            assertTrue(runs.newestFirst(null).stream().anyMatch(r -> r.getId().equals(stored.getId())));
            runs.cancel(stored.getId());
            runs.cancel(holding);
        } finally {
            hooks.release();
        }
    }

    /**
     * Results outlive the build folder: the data source runs are stored through is H2's file under the
     * server user's ~/.wsslab (the test domain has a user.home of its own), not a database elsewhere or
     * in memory. The file alone exists as soon as Flyway has migrated it; H2 names the file it has open.
     * Nothing is queued: a run left behind would be measured while the next test class runs.
     */
    @Test
    @DisabledIf(value = ON_POSTGRESQL, disabledReason = "the PostgreSQL execution's domain keeps no H2 file")
    void databaseIsAFileInTheUsersWsslabFolder() throws Exception {
        Path file = Path.of(System.getProperty("user.home"), ".wsslab", "results.mv.db");
        assertTrue(Files.isRegularFile(file), "H2 keeps its file at " + file);
        DataSource results = InitialContext.doLookup("jdbc/wsslab-results");
        try (Connection connection = results.getConnection();
                Statement statement = connection.createStatement();
                ResultSet path = statement.executeQuery("CALL DATABASE_PATH()")) {
            assertTrue(path.next() && path.getString(1) != null, "the results database is a file");
            assertEquals(file.toRealPath(), Path.of(path.getString(1) + ".mv.db").toRealPath(), "the runs' data source is " + file);
        }
    }

    /**
     * Given a PostgreSQL store (bin/domain-setup --results postgresql://...), the runs' data source is that
     * database, where Flyway made the schema, and no H2 file is made beside it: a lab that fell back to H2
     * would keep a team's results where the team never looks.
     */
    @Test
    @EnabledIf(value = ON_POSTGRESQL, disabledReason = "the test domain keeps its results in H2")
    void databaseIsThePostgresqlStoreTheDomainWasGiven() throws Exception {
        DataSource results = InitialContext.doLookup("jdbc/wsslab-results");
        try (Connection connection = results.getConnection();
                Statement statement = connection.createStatement();
                ResultSet database = statement.executeQuery("SELECT current_database(), (SELECT COUNT(*) FROM run)")) {
            assertEquals("PostgreSQL", connection.getMetaData().getDatabaseProductName());
            assertTrue(database.next());
            assertEquals(ResultsStore.database(), database.getString(1), "the runs' data source is " + ResultsStore.configured());
        }
        assertFalse(Files.exists(Path.of(System.getProperty("user.home"), ".wsslab", "results.mv.db")), "no H2 file beside it");
    }
}
