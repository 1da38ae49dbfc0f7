package org.wsslab.study.verdict.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.wsslab.study.verdict.control.Replicate;

/**
 * The completed runs verdicts have read, kept: a completed run's calls never change, and the Studies
 * page judges its findings on every render, often while a reproduce is measuring in the same JVM. So a
 * run's calls are read from the database once, not once a render; judging them again is arithmetic.
 * The {@value #KEPT} runs read last are kept (16 bytes a counted call; a sequences run keeps its calls as samples); a
 * deleted run's entry waits for its turn to go, as run ids are never used again.
 */
@ApplicationScoped
public class ReadReplicates {

    static final int KEPT = 64;

    private final Map<Long, Replicate> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Replicate> eldest) {
            return size() > KEPT;
        }
    };

    /** The completed run's replicate, read by {@code read} the first time it is asked for. */
    public synchronized Replicate of(long runId, Supplier<Replicate> read) {
        return kept.computeIfAbsent(runId, id -> read.get());
    }
}
