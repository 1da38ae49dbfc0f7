package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.ResultsStore.ON_POSTGRESQL;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ResultsStore;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A PostgreSQL store that cannot be used is refused at start with the driver's reason (issue 46):
 * bin/wsslab start pings the domain's pool (asadmin ping-connection-pool, results_reachable in
 * bin/lib/results.sh) before it deploys anything. Here pools made as bin/domain-setup makes
 * wsslab-results (PGSimpleDataSource, the password a GlassFish alias), on the PostgreSQL test domain,
 * point at a port where nothing listens and at the test database with a wrong password: each ping fails
 * naming the cause, and the lab's store holds the runs it held. A database of another application's, or a
 * newer schema, is SchemaCheck's refusal at deployment (its tests are ejb-services').
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
@EnabledIf(value = ON_POSTGRESQL, disabledReason = "the test domain keeps its results in H2: no PostgreSQL to refuse")
class ResultsStoreRefusalsIT {

    private static final String ALIAS = "wsslab-it-wrong-password";

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void anUnreachableDatabaseIsRefusedWithTheDriversReason() throws Exception {
        int nothingListens;
        try (ServerSocket socket = new ServerSocket(0)) {
            nothingListens = socket.getLocalPort();
        }

        String refused = pingRefused("wsslab-it-unreachable", nothingListens);

        assertTrue(refused.contains("Connection to 127.0.0.1:" + nothingListens + " refused"), refused);
    }

    @Test
    void aWrongPasswordIsRefusedWithTheDriversReasonAndNothingIsWritten() throws Exception {
        LabApi lab = LabApi.ofTestDomain();
        int runs = lab.array("runs").size();

        String refused = pingRefused("wsslab-it-wrong-password", 5432);

        assertTrue(refused.contains("password authentication failed for user \"" + ResultsStore.database() + "\""), refused);
        assertEquals(runs, lab.array("runs").size(), "the store holds the runs it held");
    }

    /**
     * A pool as bin/domain-setup makes wsslab-results, at the test database on 127.0.0.1:PORT, its password a
     * random one in a password alias (so never the database's); the failed ping's output. Both go again after.
     */
    private static String pingRefused(String pool, int port) throws Exception {
        String wrong = HexFormat.of().formatHex(randomBytes());
        assertNotEquals(Files.readString(state().resolve("results.password")).trim(), wrong);
        // One left by a run that was stopped half-way would refuse the creation: the domain outlives a build.
        asadmin(null, "delete-jdbc-connection-pool", pool);
        asadmin(null, "delete-password-alias", ALIAS);
        try {
            asadmin(true, passwordFile("AS_ADMIN_ALIASPASSWORD=" + wrong), "create-password-alias", ALIAS);
            // asadmin's property syntax: the '=' inside the alias reference escaped.
            asadmin(true, "create-jdbc-connection-pool", "--datasourceclassname", "org.postgresql.ds.PGSimpleDataSource", "--restype",
                    "javax.sql.DataSource", "--property",
                    "serverName=127.0.0.1:portNumber=" + port + ":databaseName=" + ResultsStore.database()
                            + ":user=" + ResultsStore.database() + ":password=${ALIAS\\=" + ALIAS + "}",
                    pool);
            return asadmin(false, "ping-connection-pool", pool);
        } finally {
            asadmin(null, "delete-jdbc-connection-pool", pool);
            asadmin(null, "delete-password-alias", ALIAS);
        }
    }

    /**
     * asadmin on the test domain as admin; its output, which must say it succeeded or failed as expected
     * (null: either, a clean-up of what may not have been made).
     */
    private static String asadmin(Boolean succeeds, String... command) throws IOException, InterruptedException {
        return asadmin(succeeds, passwordFile(""), command);
    }

    private static String asadmin(Boolean succeeds, Path passwords, String... command) throws IOException, InterruptedException {
        try {
            List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("wsslab.it.glassfish"), "bin", "asadmin").toString(),
                    "--interactive=false", "--user", "admin", "--passwordfile", passwords.toString(), "--port",
                    System.getProperty("wsslab.it.adminPort")));
            line.addAll(List.of(command));
            ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
            builder.environment().put("AS_JAVA", System.getProperty("java.home"));
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(3, TimeUnit.MINUTES), "asadmin " + command[0] + " ended");
            if (succeeds != null) {
                assertEquals(succeeds, process.exitValue() == 0, "asadmin " + command[0] + ": " + output);
            }
            return output;
        } finally {
            Files.deleteIfExists(passwords);
        }
    }

    /** The admin password (and more lines), in a file only its owner reads, deleted after the call: never an argument. */
    private static Path passwordFile(String more) throws IOException {
        Path file = state().resolve("refusals-it.passwords");
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        String admin = Files.readString(state().resolve("admin.password"), StandardCharsets.UTF_8).trim();
        Files.writeString(file, "AS_ADMIN_PASSWORD=" + admin + "\n" + more + "\n", StandardCharsets.UTF_8);
        return file;
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[12];
        new SecureRandom().nextBytes(bytes);
        return bytes;
    }

    private static Path state() {
        return Path.of(System.getProperty("wsslab.state"));
    }
}
