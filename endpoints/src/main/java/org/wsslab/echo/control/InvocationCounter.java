package org.wsslab.echo.control;

import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/** Counts how often each endpoint's implementation ran, and the STS was asked, since the application started. */
@Singleton
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class InvocationCounter {

    private final Map<Endpoint, AtomicLong> counts = new ConcurrentHashMap<>();
    private final AtomicLong tokenRequests = new AtomicLong();

    public void record(Endpoint endpoint) {
        counts.computeIfAbsent(endpoint, e -> new AtomicLong()).incrementAndGet();
    }

    /** A request to the lab's STS. */
    public void recordTokenRequest() {
        tokenRequests.incrementAndGet();
    }

    public long tokenRequests() {
        return tokenRequests.get();
    }

    /** Calls of the mechanism's endpoint under its catalog suite. */
    public long count(Mechanism mechanism) {
        return count(mechanism.endpoint());
    }

    public long count(Endpoint endpoint) {
        AtomicLong count = counts.get(endpoint);
        return count == null ? 0 : count.get();
    }
}
