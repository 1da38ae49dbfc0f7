package org.wsslab.refusal;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.OverridesAttribute;
import jakarta.validation.Payload;
import jakarta.validation.ReportAsSingleViolation;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * A whole number from {@link #min()} to {@link #max()}, refused in one sentence that names both ends
 * ({@code {min}} and {@code {max}} in the message), where @Min and @Max alone would each say only one.
 * Null passes, as a field left out takes its default.
 */
@Min(0)
@Max(0)
@ReportAsSingleViolation
@Constraint(validatedBy = {})
@Target({FIELD, TYPE_USE})
@Retention(RUNTIME)
public @interface Within {

    @OverridesAttribute(constraint = Min.class, name = "value")
    long min();

    @OverridesAttribute(constraint = Max.class, name = "value")
    long max();

    String message();

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
