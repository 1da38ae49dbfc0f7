package org.wsslab.console.api;

import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.util.Arrays;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.refusal.Templates;

/**
 * The rules of an interoperability report that span a value's fields, as class-level constraints on
 * {@link InteropReportBody}'s result and size, each refused at the path it always was: a result's reason
 * at {@code results[i].reason}, the rest at the value itself ({@code results[i]}, {@code results[i].sizes[j]}).
 * Each passes what a field's own constraint refuses (an outcome not known), so a value is refused once.
 */
public final class InteropRules {

    private InteropRules() {
    }

    /** A result that does not interoperate says why; the message may say {@code {outcome}}. */
    @Constraint(validatedBy = ReasonChecked.class)
    @Target(TYPE)
    @Retention(RUNTIME)
    public @interface ReasonUnlessInteroperates {
        String message();

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};
    }

    /** A result that interoperates has calls and the sizes it echoed: it was measured. */
    @Constraint(validatedBy = MeasuredChecked.class)
    @Target(TYPE)
    @Retention(RUNTIME)
    public @interface MeasuredIfInteroperates {
        String message();

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};
    }

    /** A size gives both its bytes and its median round trip. */
    @Constraint(validatedBy = BothChecked.class)
    @Target(TYPE)
    @Retention(RUNTIME)
    public @interface BothGiven {
        String message();

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};
    }

    /** Checks {@link ReasonUnlessInteroperates}; a blank reason is none. */
    public static class ReasonChecked implements ConstraintValidator<ReasonUnlessInteroperates, InteropReportBody.Result> {
        @Override
        public boolean isValid(InteropReportBody.Result result, ConstraintValidatorContext context) {
            boolean explains = Arrays.stream(InteropOutcome.values()).filter(outcome -> outcome != InteropOutcome.INTEROPERATES)
                    .anyMatch(outcome -> outcome.name().equals(result.outcome));
            if (!explains || result.reason != null && !result.reason.isBlank()) {
                return true;
            }
            context.disableDefaultConstraintViolation();
            context.buildConstraintViolationWithTemplate(context.getDefaultConstraintMessageTemplate().replace("{outcome}",
                    Templates.literal(result.outcome))).addPropertyNode("reason").addConstraintViolation();
            return false;
        }
    }

    /** Checks {@link MeasuredIfInteroperates}. */
    public static class MeasuredChecked implements ConstraintValidator<MeasuredIfInteroperates, InteropReportBody.Result> {
        @Override
        public boolean isValid(InteropReportBody.Result result, ConstraintValidatorContext context) {
            return !InteropOutcome.INTEROPERATES.name().equals(result.outcome)
                    || result.sizes != null && !result.sizes.isEmpty() && result.calls != null && result.calls != 0;
        }
    }

    /** Checks {@link BothGiven}. */
    public static class BothChecked implements ConstraintValidator<BothGiven, InteropReportBody.Size> {
        @Override
        public boolean isValid(InteropReportBody.Size size, ConstraintValidatorContext context) {
            return size.bytes != null && size.rttMedianNs != null;
        }
    }
}
