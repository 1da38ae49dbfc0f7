package org.wsslab.refusal;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.Arrays;
import java.util.List;

/**
 * Checks {@link EnumName}; fills the text refused and the names into its message, escaped as literal
 * text: Hibernate Validator evaluates no expression in a message a validator builds, so the refused text
 * is put in here, and can never run as one.
 */
public class EnumNameValidator implements ConstraintValidator<EnumName, String> {

    private List<? extends Enum<?>> constants;

    @Override
    public void initialize(EnumName constraint) {
        constants = Arrays.asList(constraint.value().getEnumConstants());
    }

    @Override
    public boolean isValid(String name, ConstraintValidatorContext context) {
        if (name == null || name.isBlank() || constants.stream().anyMatch(constant -> constant.name().equals(name))) {
            return true;
        }
        String template = context.getDefaultConstraintMessageTemplate().replace("${validatedValue}", Templates.literal(name))
                .replace("{names}", Templates.literal(constants.toString()));
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate(template).addConstraintViolation();
        return false;
    }
}
