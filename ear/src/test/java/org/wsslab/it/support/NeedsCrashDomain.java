package org.wsslab.it.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class that uses the {@link CrashDomain}: a suite holding one prepares the domain from
 * its start, and a test method of the class gets it as a parameter ({@link CrashDomainParameter}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(CrashDomainParameter.class)
public @interface NeedsCrashDomain {
}
