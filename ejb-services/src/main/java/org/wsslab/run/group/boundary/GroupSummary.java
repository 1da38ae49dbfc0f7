package org.wsslab.run.group.boundary;

import java.time.Instant;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.group.entity.Reproduces;

/**
 * A group as GET /groups lists it: its name, kind, when it was made, how many runs it holds and how
 * many of those completed (only those are replicates its figures pool), and for a group a study's
 * Reproduce made, what it reproduces (null otherwise).
 */
public record GroupSummary(String name, GroupKind kind, Instant created, int runs, int completed, Reproduces reproduces) {
}
