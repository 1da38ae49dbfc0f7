package org.wsslab.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Begins preparing the {@link CrashDomain} when a test run that holds a class {@link NeedsCrashDomain}
 * starts, so the minute of domain setup and deployment overlaps the classes before it instead of
 * adding to the run, and stops it when the run ends. A run without such a class (one IT picked with
 * -Dit.test) starts no domain.
 * Registered in META-INF/services for the JUnit Platform launcher that failsafe runs.
 */
public final class CrashDomainEarly implements TestExecutionListener {

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        Deque<TestIdentifier> toSee = new ArrayDeque<>(plan.getRoots());
        while (!toSee.isEmpty()) {
            TestIdentifier test = toSee.pop();
            if (needsCrashDomain(test)) {
                CrashDomain.prepare();
                return;
            }
            toSee.addAll(plan.getChildren(test));
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        try {
            CrashDomain.stopIfPrepared();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean needsCrashDomain(TestIdentifier test) {
        Optional<ClassSource> source = test.getSource().filter(ClassSource.class::isInstance).map(ClassSource.class::cast);
        return source.isPresent() && source.get().getJavaClass().isAnnotationPresent(NeedsCrashDomain.class)
                && runsHere(source.get().getJavaClass());
    }

    /**
     * A class enabled on a PostgreSQL store only (TwoLabsOneDatabaseIT, whose second lab is this domain) needs
     * none in the H2 execution: a domain prepared there for nothing would hold its ports past the run.
     */
    private static boolean runsHere(Class<?> type) {
        EnabledIf only = type.getAnnotation(EnabledIf.class);
        return only == null || !only.value().equals(ResultsStore.ON_POSTGRESQL) || ResultsStore.postgresql();
    }
}
