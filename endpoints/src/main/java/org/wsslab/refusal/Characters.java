package org.wsslab.refusal;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * A text of at most {@link #max()} characters, refused in a sentence that may say how many it has
 * ({@code {length}}) beside the most ({@code {max}}), which @Size cannot: its message knows no length.
 * Null and blank text pass: whether a text is required, and whether blank counts as given, is another
 * constraint's, so that a text is refused for one thing only.
 */
@Constraint(validatedBy = CharactersValidator.class)
@Target({FIELD, TYPE_USE})
@Retention(RUNTIME)
public @interface Characters {

    int max();

    String message();

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
