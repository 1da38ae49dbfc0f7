package org.wsslab.echo.control;

import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.wsslab.catalog.entity.Mechanism;

/** Counts how often each endpoint's implementation ran, since the application started. */
@Singleton
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class InvocationCounter {

    private final Map<Mechanism, AtomicLong> counts = new ConcurrentHashMap<>();

    public void record(Mechanism mechanism) {
        counts.computeIfAbsent(mechanism, m -> new AtomicLong()).incrementAndGet();
    }

    public long count(Mechanism mechanism) {
        AtomicLong count = counts.get(mechanism);
        return count == null ? 0 : count.get();
    }
}
