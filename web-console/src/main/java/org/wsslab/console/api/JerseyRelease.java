package org.wsslab.console.api;

import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.enterprise.inject.spi.CDI;
import jakarta.enterprise.inject.spi.Extension;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.glassfish.jersey.server.spi.Container;
import org.glassfish.jersey.server.spi.ContainerLifecycleListener;
import org.wsslab.run.boundary.Runs;

/**
 * Takes the lab back from Jersey's CDI integration (jersey-cdi1x 4.0.2, as GlassFish 8.0.0 bundles it),
 * which otherwise keeps every undeployed copy of the lab, some 15 MB each, until the server stops:
 *
 * <ul>
 * <li>while the API starts, its CDI extension ({@code CdiComponentProvider}) puts the application's
 * injection manager into a thread local ({@code effectiveInjectionManager}) of the thread that runs
 * {@code asadmin deploy}, an admin listener's thread that lives on; the entry is removed there once the
 * API has started;
 * <li>a static cache of that extension's ({@code runtimeSpecifics}) remembers which classes are
 * resources; at shutdown Jersey forgets the classes of the thread's context class loader only, which
 * in an EAR is not the web module's: the lab's loaders are cleared from it when the API stops.
 * </ul>
 *
 * Found with ear/src/test/shell/redeploy-heap.sh and {@code HeldLoaders} (docs/measuring.md, "Heap across
 * redeploys"). The names are Jersey's internals: if a later Jersey no longer has them, nothing is
 * released, the API works as before and the heap measurement shows the difference.
 */
@Provider
public class JerseyRelease implements ContainerLifecycleListener {

    private static final Logger LOG = Logger.getLogger(JerseyRelease.class.getName());
    static final String EXTENSION = "org.glassfish.jersey.ext.cdi1x.internal.CdiComponentProvider";

    /** The extension's class, found while the API starts: at shutdown CDI can no longer be reached. */
    private Optional<Class<?>> extensionType = Optional.empty();

    @Override
    public void onStartup(Container container) {
        Optional<Object> found = extension();
        extensionType = found.map(Object::getClass);
        found.ifPresent(extension -> release("the deploying thread's injection manager", () -> {
            Field field = extension.getClass().getDeclaredField("effectiveInjectionManager");
            field.setAccessible(true);
            ((ThreadLocal<?>) field.get(extension)).remove();
        }));
    }

    @Override
    public void onReload(Container container) {
        // A reload runs on a request's thread and leaves nothing behind on the deploying one.
    }

    @Override
    public void onShutdown(Container container) {
        extensionType.ifPresent(type -> release("the lab's classes in the resource cache", () -> {
            Field field = type.getDeclaredField("runtimeSpecifics");
            field.setAccessible(true);
            Object specifics = field.get(null);
            Method clear = field.getType().getMethod("clearJaxRsResource", ClassLoader.class);
            clear.setAccessible(true);
            clear.invoke(specifics, JerseyRelease.class.getClassLoader());
            clear.invoke(specifics, Runs.class.getClassLoader());
        }));
    }

    /** The extension instance of this deployment, found among its beans by class name: its class is not ours to load. */
    private static Optional<Object> extension() {
        try {
            BeanManager beans = CDI.current().getBeanManager();
            for (Bean<?> bean : beans.getBeans(Object.class, Any.Literal.INSTANCE)) {
                Class<?> type = bean.getBeanClass();
                if (type.getName().equals(EXTENSION) && Extension.class.isAssignableFrom(type)) {
                    return Optional.of(beans.getExtension(type.asSubclass(Extension.class)));
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.INFO, "no CDI bean manager to find Jersey's extension in", e);
        }
        LOG.info(() -> EXTENSION + " not found: nothing to release");
        return Optional.empty();
    }

    private interface Step {
        void run() throws ReflectiveOperationException;
    }

    private static void release(String what, Step step) {
        try {
            step.run();
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.log(Level.INFO, e, () -> what + " not released: Jersey's internals differ from 4.0.2's");
        }
    }
}
