package org.wsslab.run.boundary;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import org.wsslab.refusal.Templates;

/**
 * Checks {@link KnownId}; fills the ids and the default into its message, escaped as literal text. The
 * id refused too: Hibernate Validator evaluates no expression in a message a validator builds (so a
 * request's text can never run as one), hence no ${validatedValue} there.
 */
public class KnownIdValidator implements ConstraintValidator<KnownId, String> {

    private Choice choice;

    @Override
    public void initialize(KnownId constraint) {
        choice = constraint.value();
    }

    @Override
    public boolean isValid(String id, ConstraintValidatorContext context) {
        if (id == null || choice.knows(id)) {
            return true;
        }
        String template = context.getDefaultConstraintMessageTemplate().replace("${validatedValue}", Templates.literal(id))
                .replace("{ids}", Templates.literal(choice.ids()))
                .replace("{default}", Templates.literal(choice.defaultId()));
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate(template).addConstraintViolation();
        return false;
    }
}
