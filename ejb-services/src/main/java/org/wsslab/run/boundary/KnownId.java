package org.wsslab.run.boundary;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The id of one of a {@link Choice}'s values (a shape, a direction, a service work, an order), or null
 * for its default. The message may say {@code {ids}} and {@code {default}}: the choice's ids and its
 * default's, which no annotation can hold as constants.
 */
@Constraint(validatedBy = KnownIdValidator.class)
@Target(FIELD)
@Retention(RUNTIME)
public @interface KnownId {

    Choice value();

    String message();

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
