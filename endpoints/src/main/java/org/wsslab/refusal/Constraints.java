package org.wsslab.refusal;

import jakarta.validation.Validation;
import jakarta.validation.Validator;

/**
 * The one Bean Validation validator of the requests' constraints: the platform's (Hibernate Validator in
 * GlassFish), found as the API bootstraps it, since requests are records checked wherever they are
 * made (an EJB, a harness call), not beans the container could inject into. Thread-safe; built once.
 */
public final class Constraints {

    private Constraints() {
    }

    private static final class Built {
        static final Validator VALIDATOR = Validation.buildDefaultValidatorFactory().getValidator();
    }

    public static Validator validator() {
        return Built.VALIDATOR;
    }
}
