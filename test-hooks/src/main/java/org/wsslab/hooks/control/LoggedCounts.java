package org.wsslab.hooks.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.run.summary.boundary.RunSummaries;

/**
 * What the tests count, read from the lab's own FINE records instead of counters in the product: how
 * many times each run's summary was computed ({@link RunSummaries#COMPUTED}) and how many published
 * WSDLs the catalog read ({@link PolicyProbe#READ}) since this deployment started. It raises those
 * two loggers to FINE (in the test server only: the lab as shipped logs neither) and puts them back
 * when undeployed, so a redeployment counts afresh and leaves nothing behind.
 *
 * <p>It counts in a filter on each logger, not a handler: a filter sees the record as logged, its
 * message and parameters intact, where GlassFish hands its handlers a copy already formatted. It keeps
 * the records it counted out of server.log: they exist only to be counted here, and the tests that
 * read the log (ServerTimeIT: no record per call) must see the log as the lab writes it. Every other
 * record of those loggers goes through.
 */
@Singleton
@Startup
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class LoggedCounts {

    private static final Logger SUMMARIES = Logger.getLogger(RunSummaries.class.getName());
    private static final Logger CATALOG = Logger.getLogger(PolicyProbe.class.getName());

    private final Map<Long, AtomicInteger> computations = new ConcurrentHashMap<>();
    private final AtomicInteger wsdlReads = new AtomicInteger();
    private final Filter countSummaries = record -> {
        if (RunSummaries.COMPUTED.equals(record.getMessage())) {
            computations.computeIfAbsent((Long) record.getParameters()[0], run -> new AtomicInteger()).incrementAndGet();
            return false;
        }
        return true;
    };
    private final Filter countReads = record -> {
        if (PolicyProbe.READ.equals(record.getMessage())) {
            wsdlReads.incrementAndGet();
            return false;
        }
        return true;
    };
    private Level summariesLevel;
    private Level catalogLevel;

    @PostConstruct
    void attach() {
        summariesLevel = SUMMARIES.getLevel();
        catalogLevel = CATALOG.getLevel();
        SUMMARIES.setLevel(Level.FINE);
        CATALOG.setLevel(Level.FINE);
        SUMMARIES.setFilter(countSummaries);
        CATALOG.setFilter(countReads);
    }

    @PreDestroy
    void detach() {
        SUMMARIES.setFilter(null);
        CATALOG.setFilter(null);
        SUMMARIES.setLevel(summariesLevel);
        CATALOG.setLevel(catalogLevel);
    }

    /** How many times the run's summary was computed since this deployment started. */
    public int summaryComputations(long runId) {
        AtomicInteger count = computations.get(runId);
        return count == null ? 0 : count.get();
    }

    /** How many published WSDLs the catalog read since this deployment started. */
    public int wsdlReads() {
        return wsdlReads.get();
    }
}
