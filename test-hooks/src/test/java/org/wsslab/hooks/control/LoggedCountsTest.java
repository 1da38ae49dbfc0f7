package org.wsslab.hooks.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.run.summary.boundary.RunSummaries;

/** The counts come from the lab's FINE records, each as logged, and nothing is left behind. */
class LoggedCountsTest {

    private static final Logger SUMMARIES = Logger.getLogger(RunSummaries.class.getName());
    private static final Logger CATALOG = Logger.getLogger(PolicyProbe.class.getName());

    @Test
    void countsEachComputationPerRunAndEachWsdlRead() {
        LoggedCounts counts = new LoggedCounts();
        counts.attach();
        try {
            SUMMARIES.log(Level.FINE, RunSummaries.COMPUTED, new Object[]{7L, 12});
            SUMMARIES.log(Level.FINE, RunSummaries.COMPUTED, new Object[]{7L, 24});
            SUMMARIES.log(Level.FINE, RunSummaries.COMPUTED, new Object[]{8L, 4});
            SUMMARIES.log(Level.FINE, "something else the class may log");
            CATALOG.log(Level.FINE, PolicyProbe.READ, new Object[]{"plain", URI.create("http://localhost/plain?wsdl")});

            assertEquals(2, counts.summaryComputations(7));
            assertEquals(1, counts.summaryComputations(8));
            assertEquals(0, counts.summaryComputations(9), "a run never summarised");
            assertEquals(1, counts.wsdlReads());
        } finally {
            counts.detach();
        }
    }

    @Test
    void whatItCountedNeverReachesTheServerLogAndEverythingElseDoes() {
        List<String> published = new ArrayList<>();
        Handler log = new Handler() {
            @Override
            public void publish(LogRecord record) {
                published.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.setLevel(Level.ALL);
        SUMMARIES.addHandler(log);
        LoggedCounts counts = new LoggedCounts();
        counts.attach();
        try {
            SUMMARIES.log(Level.FINE, RunSummaries.COMPUTED, new Object[]{7L, 12});
            SUMMARIES.log(Level.WARNING, "something else the class may log");

            assertEquals(1, counts.summaryComputations(7));
            assertEquals(List.of("something else the class may log"), published);
        } finally {
            counts.detach();
            SUMMARIES.removeHandler(log);
        }
    }

    @Test
    void undeployedItLeavesTheLoggersAsItFoundThem() {
        LoggedCounts counts = new LoggedCounts();
        counts.attach();
        counts.detach();
        assertNull(SUMMARIES.getFilter());
        assertNull(CATALOG.getFilter());
        assertFalse(SUMMARIES.isLoggable(Level.FINE), "the lab as shipped logs no computation");
        assertFalse(CATALOG.isLoggable(Level.FINE), "nor any WSDL read");
    }
}
