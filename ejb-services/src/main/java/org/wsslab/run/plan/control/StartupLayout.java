package org.wsslab.run.plan.control;

import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.InitialKind;
import org.wsslab.run.entity.Startup;

/**
 * A startup run's plan (issue 45, item 3): for each repetition, for each endpoint in the run's order
 * (plain first), one <em>visit</em>: the target's application restarted, then a call after deployment, a
 * call on a new session, and the steady calls. Call {@code i} of the plan is call {@code i % visit} of visit
 * {@code i / visit}; visit {@code v} is endpoint {@code v % m}'s in repetition {@code v / m}, and a cell's
 * seq counts its visits' calls ({@code r × visit + j}, as {@link Startup} reads them back). Computed, not
 * materialised, as {@link CallOrder} is.
 */
public final class StartupLayout {

    private final List<Endpoint> endpoints;
    private final int size;
    private final Startup startup;

    public StartupLayout(List<Endpoint> endpoints, int size, Startup startup) {
        if (endpoints.isEmpty()) {
            throw new IllegalArgumentException("a startup run needs an endpoint");
        }
        this.endpoints = List.copyOf(endpoints);
        this.size = size;
        this.startup = startup;
    }

    /** Every call of the plan: each endpoint's repetitions' visits. */
    public int size() {
        return endpoints.size() * startup.callsPerCell();
    }

    public CallOrder.Call get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index + " is outside a plan of " + size() + " calls");
        }
        int visit = index / startup.visit();
        int repetition = visit / endpoints.size();
        int seq = repetition * startup.visit() + index % startup.visit();
        return new CallOrder.Call(endpoints.get(visit % endpoints.size()), size, seq, false);
    }

    /** Whether the call at {@code index} is a visit's first: the application is restarted before it. */
    public boolean startsVisit(int index) {
        return index % startup.visit() == 0;
    }

    /** The kind of initial call the call at {@code index} is; null for a steady one. */
    public InitialKind kindAt(int index) {
        return startup.kindOf(index % startup.visit());
    }

    /** The repetition (from 0) the call at {@code index} belongs to. */
    public int repetitionAt(int index) {
        return index / startup.visit() / endpoints.size();
    }

    /**
     * Where a resumed run continues after {@code committed} stored calls: at the start of the visit they
     * end in. A visit is made whole after its own restart, so one cut short is made again from its restart
     * (in the new segment, under the same seqs, as a repeated warm-up is).
     */
    public int continueAt(int committed) {
        return committed >= size() ? size() : committed - committed % startup.visit();
    }
}
