package org.wsslab.callbacks;

import com.sun.xml.wss.impl.callback.PasswordValidationCallback;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Server side of username-derived-keys: Metro derives the message keys from the user's password,
 * so it must be handed the plain password, which a GlassFish realm cannot give. The passwords come
 * from the file the system property {@value #PASSWORDS_PROPERTY} names (user=password lines, written
 * by the domain set-up). A wrong password on the client derives other keys, and the message fails
 * to verify; an unknown user gets no password and is refused.
 */
public class EndpointPasswordValidator extends PasswordValidationCallback.DerivedKeyPasswordValidator {

    public static final String PASSWORDS_PROPERTY = "wsslab.endpoint.passwords";

    @Override
    public void setPassword(PasswordValidationCallback.Request request) {
        if (request instanceof PasswordValidationCallback.DerivedKeyPasswordRequest derived) {
            derived.setPassword(passwords().getProperty(derived.getUsername()));
        }
    }

    @Override
    public boolean validate(PasswordValidationCallback.Request request) {
        return request instanceof PasswordValidationCallback.DerivedKeyPasswordRequest derived
                && passwords().getProperty(derived.getUsername()) != null;
    }

    static Properties passwords() {
        String file = System.getProperty(PASSWORDS_PROPERTY);
        if (file == null || file.isBlank()) {
            throw new IllegalStateException("System property " + PASSWORDS_PROPERTY + " is not set: the domain set-up"
                    + " sets it to the endpoint users' password file");
        }
        Properties passwords = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(file))) {
            passwords.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read endpoint passwords from " + file + ": " + e.getMessage(), e);
        }
        return passwords;
    }
}
