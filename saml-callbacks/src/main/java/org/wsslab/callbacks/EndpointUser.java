package org.wsslab.callbacks;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The user the in-server client authenticates as at the username mechanisms, read from the client's
 * folder (file {@value #FILE}, written by the domain set-up). The user lives in the endpoints' realm,
 * never in the console's.
 */
public record EndpointUser(String name, String password) {

    static final String FILE = "endpoint-user.properties";

    public static EndpointUser configured() {
        return in(LabKeyStores.configuredDirectory());
    }

    static EndpointUser in(Path directory) {
        Path file = directory.resolve(FILE);
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file)) {
            properties.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read the endpoint user from " + file
                    + " (the domain set-up writes it with keys 'username' and 'password'): " + e.getMessage(), e);
        }
        String name = properties.getProperty("username");
        String password = properties.getProperty("password");
        if (name == null || password == null) {
            throw new IllegalStateException(file + " must hold both 'username' and 'password'");
        }
        return new EndpointUser(name, password);
    }

    @Override
    public String toString() {
        return "EndpointUser[" + name + "]";
    }
}
