package org.wsslab.echo.control;

import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.wsslab.catalog.entity.Mechanism;

/** Counts how often each endpoint's implementation ran, and the STS was asked, since the application started. */
@Singleton
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class InvocationCounter {

    private final Map<Mechanism, AtomicLong> counts = new ConcurrentHashMap<>();
    private final AtomicLong tokenRequests = new AtomicLong();

    public void record(Mechanism mechanism) {
        counts.computeIfAbsent(mechanism, m -> new AtomicLong()).incrementAndGet();
    }

    /** A request to the lab's STS. */
    public void recordTokenRequest() {
        tokenRequests.incrementAndGet();
    }

    public long tokenRequests() {
        return tokenRequests.get();
    }

    public long count(Mechanism mechanism) {
        AtomicLong count = counts.get(mechanism);
        return count == null ? 0 : count.get();
    }
}
