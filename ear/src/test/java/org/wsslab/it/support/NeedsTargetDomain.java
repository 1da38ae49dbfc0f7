package org.wsslab.it.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a test class that uses the {@link TargetDomain}: a suite holding one prepares the target from
 * its start ({@link TargetDomainEarly}); the class gets it with {@link TargetDomain#started}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface NeedsTargetDomain {
}
