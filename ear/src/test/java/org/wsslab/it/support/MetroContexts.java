package org.wsslab.it.support;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The security contexts Metro's server holds for WS-SecureConversation, over all endpoints. Its
 * session managers (one per endpoint) are internal, so they are reached by reflection; in-container
 * tests only.
 */
public final class MetroContexts {

    private MetroContexts() {
    }

    /** How many contexts the server holds now. */
    public static int held() throws ReflectiveOperationException {
        int held = 0;
        for (Object manager : managers()) {
            held += ((Set<?>) keys().invoke(manager)).size();
        }
        return held;
    }

    /** Has the server forget every context it holds, as an expiry or a restart would; answers how many. */
    public static int dropAll() throws ReflectiveOperationException {
        Method terminate = managerType().getMethod("terminateSession", String.class);
        int dropped = 0;
        for (Object manager : managers()) {
            // Not List.copyOf: Metro 4.0.5's manager has held a null key after a handshake it failed to
            // complete (WSITPVD0044); such a session has no id to end, and no client can name it.
            for (Object key : new ArrayList<>((Set<?>) keys().invoke(manager))) {
                if (key != null) {
                    terminate.invoke(manager, key);
                    dropped++;
                }
            }
        }
        return dropped;
    }

    private static List<?> managers() throws ReflectiveOperationException {
        Field managers = managerType().getDeclaredField("SESSION_MANAGERS");
        managers.setAccessible(true);
        return List.copyOf(((Map<?, ?>) managers.get(null)).values());
    }

    private static Method keys() throws ReflectiveOperationException {
        return managerType().getMethod("keys");
    }

    private static Class<?> managerType() throws ClassNotFoundException {
        return Class.forName("com.sun.xml.ws.runtime.dev.SessionManager");
    }
}
