package org.wsslab.refusal;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The exact name of one of an enum's constants (an interop result's outcome). The message may say
 * {@code ${validatedValue}}, the text refused, and {@code {names}}, the constants as a list
 * ({@code [A, B]}), which no annotation can hold as a constant. Null and blank text pass: whether the
 * name is required is another constraint's.
 */
@Constraint(validatedBy = EnumNameValidator.class)
@Target({FIELD, TYPE_USE})
@Retention(RUNTIME)
public @interface EnumName {

    Class<? extends Enum<?>> value();

    String message();

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
