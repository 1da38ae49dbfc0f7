package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.wsslab.persistence.control.SchemaMigration;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecretRedactionTest {

    /** A UsernameToken as Metro sends it over TLS (message-auth-ssl). */
    private static final String REQUEST = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Header>"
            + "<wsse:Security xmlns:wsse=\"" + MessageAttacks.WSSE + "\"><wsse:UsernameToken><wsse:Username>wsslab-user</wsse:Username>"
            + "<wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">"
            + "s3cret-Pa55</wsse:Password></wsse:UsernameToken></wsse:Security></S:Header>"
            + "<S:Body><ns2:echo xmlns:ns2=\"urn:wsslab:echo\"><payload>QUJD</payload></ns2:echo></S:Body></S:Envelope>";

    @Test
    void aPasswordsTextIsWithheldAndNothingElseChanges() {
        String stored = SecretRedaction.withoutSecrets(REQUEST);
        assertFalse(stored.contains("s3cret-Pa55"), stored);
        assertEquals(REQUEST.replace("s3cret-Pa55", SecretRedaction.WITHHELD), stored);
        assertEquals("<Password>" + SecretRedaction.WITHHELD + "</Password>", SecretRedaction.withoutSecrets("<Password>x</Password>"),
                "any prefix, or none");
        assertEquals("<wsse:Username>wsslab-user</wsse:Username>",
                SecretRedaction.withoutSecrets("<wsse:Username>wsslab-user</wsse:Username>"));
        assertNull(SecretRedaction.withoutSecrets(null));
    }

    /** Evidence stored before redaction existed is withheld by the schema migration, in a real H2 file. */
    @Test
    void theMigrationWithholdsPasswordsAlreadyStoredAsTheCodeDoes(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("results");
        Flyway.configure().dataSource(url, "", "").locations("classpath:db/migration")
                .placeholders(SchemaMigration.placeholders("test-lab")).target("4").load().migrate();
        try (Connection connection = DriverManager.getConnection(url, "", ""); Statement statement = connection.createStatement()) {
            statement.executeUpdate(
                    "INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS) VALUES (1, 'COMPLETED', CURRENT_TIMESTAMP, 'message-auth-ssl')");
            statement.executeUpdate("INSERT INTO VERDICT (VERIFICATION_ID, MECHANISM, ATTACK, OUTCOME, DETAIL, REQUEST) VALUES "
                    + "(1, 'message-auth-ssl', 'REPLAY', 'KNOWN_GAP', 'd', '" + REQUEST + "')");
        }

        Flyway.configure().dataSource(url, "", "").locations("classpath:db/migration")
                .placeholders(SchemaMigration.placeholders("test-lab")).load().migrate();

        try (Connection connection = DriverManager.getConnection(url, "", "");
                Statement statement = connection.createStatement();
                ResultSet stored = statement.executeQuery("SELECT REQUEST FROM VERDICT")) {
            assertTrue(stored.next());
            assertEquals(SecretRedaction.withoutSecrets(REQUEST), stored.getString(1));
        }
    }
}
