package org.wsslab.catalog.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Build step (ejb-services, process-classes, after {@link OperationPolicies} and before
 * {@link SuiteEndpoints}, so every suite's endpoint inherits it): writes the addressing set-up the
 * build was asked for ({@code -Dwsslab.addressing}, bin/wsslab start's {@code --addressing}) into the
 * policies of the mechanisms that sign their WS-Addressing headers, in the unpacked copy the
 * application is built from. The hand-written policies in wsit-configs stay the default set-up.
 */
public final class AddressingPolicies {

    private AddressingPolicies() {
    }

    /** {@code args}: the classes folder holding the unpacked policies, and the set-up's id. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: AddressingPolicies <classes folder> <" + AddressingSetup.allowed() + ">");
        }
        AddressingSetup setup = AddressingSetup.byId(args[1]).orElseThrow(() -> new IllegalArgumentException(
                "-Dwsslab.addressing=" + args[1] + ": allowed are " + AddressingSetup.allowed()));
        Path classes = Path.of(args[0]);
        for (Mechanism mechanism : AddressingSetup.mechanisms()) {
            Path file = classes.resolve(mechanism.endpoint().policyFile().orElseThrow());
            String policy = Files.readString(file, StandardCharsets.UTF_8);
            Files.writeString(file, setup.applyTo(policy, file.toString()), StandardCharsets.UTF_8);
        }
    }
}
