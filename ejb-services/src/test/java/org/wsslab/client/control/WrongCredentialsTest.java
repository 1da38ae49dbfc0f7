package org.wsslab.client.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Whether a mechanism has a credential to get wrong is answered without the lab's files, and agrees
 * with the credentials themselves (those that need no password file: the password ones need the
 * domain set-up's endpoint user, and WrongCredentialsIT tries them all).
 */
class WrongCredentialsTest {

    @Test
    void existAgreesWithTheWrongCredentialsOfEveryMechanismThatNeedsNoPassword() {
        for (Mechanism mechanism : Mechanism.all()) {
            if (mechanism.authentication() == Authentication.USERNAME || mechanism.authentication() == Authentication.ISSUED_TOKEN) {
                continue;
            }
            assertEquals(!WrongCredentials.of(mechanism).isEmpty(), WrongCredentials.exist(mechanism), mechanism.id());
        }
    }
}
