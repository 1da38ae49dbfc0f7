package org.wsslab.it.support;

import java.time.Duration;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands a test of a {@link NeedsCrashDomain} class the crash domain, started with the lab deployed:
 * prepared while the classes before it ran ({@link CrashDomainEarly}), or now.
 */
public final class CrashDomainParameter implements ParameterResolver {

    /** The domain's set-up, start and first deployment, on a loaded machine. */
    private static final Duration READY_WITHIN = Duration.ofMinutes(10);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == CrashDomain.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        try {
            return CrashDomain.started(READY_WITHIN);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ParameterResolutionException("interrupted while the crash domain was prepared", e);
        } catch (Exception e) {
            throw new ParameterResolutionException("the crash domain did not start: " + e.getMessage(), e);
        }
    }
}
