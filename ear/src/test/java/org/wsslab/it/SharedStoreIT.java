package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import javax.naming.InitialContext;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.lab.LabName;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.entity.RunGroup;
import org.wsslab.target.boundary.Targets;

/**
 * Two labs on one results store (issue 46): rows another lab wrote at the same time (inserted here as it
 * would, under its own name) are listed as its, and this lab neither runs its queued run, nor lets its runs
 * join its group, nor sees its targets. Every row of the other lab is removed again: a queued run left
 * behind would stay queued in every later test class's list.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class SharedStoreIT {

    /** Another lab's name, new in each test run: the test domain's store keeps the rows of earlier runs (RunTransferIT's imports). */
    private static final String OTHER = "other-" + Long.toString(System.nanoTime(), 36);

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Runs runs;

    @EJB
    Targets targets;

    @Test
    void anotherLabsQueuedRunIsListedAsItsAndNeverRunHere() throws Exception {
        long theirs = sql("SELECT NEXT VALUE FOR RUN_ID_SEQ");
        update("INSERT INTO RUN (ID, STATUS, CREATED, CALLS_PER_CELL, WARMUP_CALLS, MECHANISMS, SIZES, TOTAL_CALLS, LAB)"
                + " VALUES (" + theirs + ", 'QUEUED', CURRENT_TIMESTAMP - INTERVAL '1' MINUTE, 1, 0, 'plain', '100', 1, '" + OTHER + "')");
        try {
            Run ours = runs.queue(List.of(org.wsslab.catalog.entity.Mechanism.PLAIN), List.of(100), 1, 0);
            assertEquals(LabName.current(), ours.getLab(), "a run is stamped with the lab that queued it");
            Poll.until("our run's end", Duration.ofMinutes(2), Duration.ofMillis(200), () -> runs.find(ours.getId()).orElseThrow(),
                    run -> run.getStatus() == RunStatus.COMPLETED);

            Run stillTheirs = runs.find(theirs).orElseThrow();
            assertEquals(RunStatus.QUEUED, stillTheirs.getStatus(), "the other lab's queued run is the other lab's to run");
            assertEquals(0, stillTheirs.getDoneCalls());
            assertEquals(OTHER, stillTheirs.getLab());
            assertEquals(List.of(theirs), runs.newestFirst(OTHER).stream().map(Run::getId).toList());
            List<Long> ofThisLab = runs.newestFirst(LabName.current()).stream().map(Run::getId).toList();
            assertTrue(ofThisLab.contains(ours.getId()) && !ofThisLab.contains(theirs), ofThisLab.toString());
            assertTrue(runs.newestFirst(null).stream().map(Run::getId).toList().containsAll(List.of(theirs, ours.getId())),
                    "every lab's runs are listed without a filter");
        } finally {
            update("DELETE FROM RUN WHERE ID = " + theirs);
        }
    }

    @Test
    void aRunDoesNotJoinAnotherLabsGroupOfTheSameNameAndNothingIsStored() throws Exception {
        update("INSERT INTO RUN_GROUP (NAME, KIND, CREATED, LAB) VALUES ('shared-name', 'same-jvm', CURRENT_TIMESTAMP, '" + OTHER + "')");
        try {
            long before = sql("SELECT COUNT(*) FROM RUN");
            Refusal refused = assertThrows(Refusal.class, () -> runs.queue(
                    new RunRequest(List.of("plain"), List.of(100), 1, 0, null).grouped(new RunGroup("shared-name", null))));
            assertEquals(Refusal.Kind.CONFLICT, refused.kind(), refused.getMessage());
            assertEquals("group", refused.fields().get(0).path(), refused.getMessage());
            assertTrue(refused.getMessage().contains(OTHER), refused.getMessage());
            assertEquals(before, sql("SELECT COUNT(*) FROM RUN"), "the refused run is not stored");
            assertEquals(0, sql("SELECT COUNT(*) FROM GROUP_MEMBER WHERE GROUP_NAME = 'shared-name'"));
        } finally {
            update("DELETE FROM RUN_GROUP WHERE NAME = 'shared-name'");
        }
    }

    @Test
    void anotherLabsTargetIsNotThisLabs() throws Exception {
        update("INSERT INTO TARGET (LAB, NAME, HOST, HTTP_PORT, HTTPS_PORT, REGISTERED) VALUES ('" + OTHER
                + "', 'their-remote', '127.0.0.1', 1, 2, CURRENT_TIMESTAMP)");
        try {
            assertFalse(targets.names().contains("their-remote"), targets.names().toString());
            assertTrue(targets.stored("their-remote").isEmpty());
            Refusal refused = assertThrows(Refusal.class, () -> targets.remove("their-remote"));
            assertEquals(Refusal.Kind.NOT_FOUND, refused.kind(), "another lab's target is not this lab's to remove");
            assertEquals(1, sql("SELECT COUNT(*) FROM TARGET WHERE NAME = 'their-remote'"), "and it stays");
        } finally {
            update("DELETE FROM TARGET WHERE NAME = 'their-remote'");
        }
    }

    private static long sql(String query) throws Exception {
        try (Connection db = results().getConnection();
                Statement statement = db.createStatement();
                ResultSet row = statement.executeQuery(query)) {
            row.next();
            return row.getLong(1);
        }
    }

    private static void update(String statement) throws SQLException, javax.naming.NamingException {
        try (Connection db = results().getConnection(); Statement sql = db.createStatement()) {
            sql.executeUpdate(statement);
        }
    }

    private static DataSource results() throws javax.naming.NamingException {
        return InitialContext.doLookup("jdbc/wsslab-results");
    }
}
