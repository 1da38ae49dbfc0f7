package org.wsslab.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Begins preparing the {@link TargetDomain} when a test run that holds a class {@link NeedsTargetDomain}
 * starts, so its minute of set-up and deployment overlaps the classes before, and stops it when the run
 * ends; a run without such a class starts no target. As {@link CrashDomainEarly} does for the crash
 * domain. Registered in META-INF/services for the JUnit Platform launcher that failsafe runs.
 */
public final class TargetDomainEarly implements TestExecutionListener {

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        Deque<TestIdentifier> toSee = new ArrayDeque<>(plan.getRoots());
        while (!toSee.isEmpty()) {
            TestIdentifier test = toSee.pop();
            if (needsTargetDomain(test)) {
                TargetDomain.prepare();
                return;
            }
            toSee.addAll(plan.getChildren(test));
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        try {
            TargetDomain.stopIfPrepared();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean needsTargetDomain(TestIdentifier test) {
        Optional<ClassSource> source = test.getSource().filter(ClassSource.class::isInstance).map(ClassSource.class::cast);
        return source.isPresent() && source.get().getJavaClass().isAnnotationPresent(NeedsTargetDomain.class);
    }
}
