package org.wsslab.deployment;

import com.sun.xml.ws.api.server.WSEndpoint;
import com.sun.xml.ws.runtime.dev.SessionManager;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Takes the lab's endpoints out of Metro's session managers. Metro 4.0.5 keeps a session manager per
 * endpoint that served a secured call in a static map ({@code SessionManager.SESSION_MANAGERS}) and
 * never removes it when the application goes: each entry holds its endpoint, whose model holds the
 * lab's class loader, so every deployment that was called stayed in the heap. Metro offers the removal
 * ({@code removeSessionManager}) but no list of the endpoints it holds: the map is read by reflection,
 * and if a later Metro no longer has it, nothing is removed (the redeploy-heap measurement shows it).
 */
final class MetroSessions {

    private static final Logger LOG = Logger.getLogger(MetroSessions.class.getName());

    private MetroSessions() {
    }

    /** Removes the session managers of the endpoints whose implementation the deployment's loaders loaded; the count. */
    static int release(ThreadLoaders loaders) {
        try {
            Map<?, ?> managers = (Map<?, ?>) staticField("SESSION_MANAGERS");
            List<Object> endpoints;
            // A plain map, which Metro reads and writes under its own lock.
            synchronized (staticField("LOCK")) {
                endpoints = List.copyOf(managers.keySet());
            }
            List<WSEndpoint<?>> ours = new ArrayList<>();
            for (Object key : endpoints) {
                if (key instanceof WSEndpoint<?> endpoint && loaders.isDeployments(endpoint.getImplementationClass().getClassLoader())) {
                    ours.add(endpoint);
                }
            }
            ours.forEach(SessionManager::removeSessionManager);
            return ours.size();
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.log(Level.INFO, "Metro's session managers not released: its internals differ from 4.0.5's", e);
            return 0;
        }
    }

    private static Object staticField(String name) throws ReflectiveOperationException {
        Field field = SessionManager.class.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(null);
    }
}
