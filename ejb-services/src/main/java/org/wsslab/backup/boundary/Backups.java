package org.wsslab.backup.boundary;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.wsslab.backup.control.DatabaseScript;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.refusal.Refusal;

/**
 * Backs up the lab's two databases, the results and the service's records, as H2 scripts
 * ({@link DatabaseScript}): the lab holds both files open, so only the server can copy them whole.
 *
 * <p>Never while a cell is measured: a backup takes the endpoints' turn ({@link EndpointTurn}) for
 * the seconds the scripts take, and is refused, saying so, while a run, a verification, a soak or a
 * profile holds it; a run queued meanwhile waits for the backup, as it would for a verification. A
 * run holds the turn from its first cell to its last, so "between cells" is between runs: waiting
 * for a cell boundary inside a run would leave a backup of half a run.
 *
 * <p>No transaction: the scripts are reads, and one may outlast a transaction's timeout on a large lab.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Backups {

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource results;

    @Resource(lookup = "java:app/jdbc/wsslab-service")
    DataSource service;

    @Inject
    EndpointTurn turn;

    /** Writes both scripts to a private temporary folder of the server; {@link Backup#writeTo} sends and deletes them. */
    public Backup take() {
        String product = DatabaseScript.product(results);
        if (!"H2".equals(product)) {
            // SCRIPT is H2's; a team's PostgreSQL store is backed up by its own tool, outside the server.
            throw Refusal.conflict("the results are kept in " + product + ", not H2: back them up with pg_dump"
                    + " (bin/wsslab backup runs it: pg_dump --format=custom --dbname <the store>); this route writes H2 scripts only");
        }
        Runnable endTurn = turn.tryTake().orElseThrow(() -> Refusal.conflict("a run, a verification, a soak or a profile is measuring;"
                + " a backup is never taken while a cell is measured, so back up when it has ended (GET /wsslab/api/runs lists runs)"));
        Path folder = null;
        try {
            folder = Files.createTempDirectory("wsslab-backup"); // owner-only on POSIX: the scripts hold every result
            Instant taken = Instant.now();
            return new Backup(folder, taken,
                    List.of(DatabaseScript.write("results", results, folder), DatabaseScript.write("service", service, folder)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a temporary folder for the backup: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            if (folder != null) {
                new Backup(folder, Instant.now(), List.of()).discard();
            }
            throw e;
        } finally {
            endTurn.run();
        }
    }
}
