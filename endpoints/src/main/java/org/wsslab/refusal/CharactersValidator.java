package org.wsslab.refusal;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

/** Checks {@link Characters}; fills the text's length into its message (a number: nothing in it to escape). */
public class CharactersValidator implements ConstraintValidator<Characters, String> {

    private int max;

    @Override
    public void initialize(Characters constraint) {
        max = constraint.max();
    }

    @Override
    public boolean isValid(String text, ConstraintValidatorContext context) {
        if (text == null || text.isBlank() || text.length() <= max) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate(
                context.getDefaultConstraintMessageTemplate().replace("{length}", String.valueOf(text.length())))
                .addConstraintViolation();
        return false;
    }
}
