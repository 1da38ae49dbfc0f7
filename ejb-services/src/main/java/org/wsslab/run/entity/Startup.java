package org.wsslab.run.entity;

import org.wsslab.refusal.Refusal;

/**
 * A startup run (issue 45, item 3): {@code repeats} times, for each mechanism of the run, its target's
 * endpoints' application restarted, then one call after deployment (a new port on the freshly enabled
 * application: WSDL, policy, TLS, any token or session), one on a new session of the running
 * application, and {@code steadyCalls} steady calls on that session. Study 000's "the initial call costs
 * about twice a subsequent one", made checkable: each kind is stored apart ({@link InitialKind}).
 *
 * <p>A cell's calls are its repetitions' visits one after another: seq {@code r × visit + j}, where
 * {@code visit} = {@code steadyCalls + 2} and j = 0 after deployment, 1 on a new session, then steady.
 */
public record Startup(int repeats, int steadyCalls) implements RunMode {

    public static final int MAX_REPEATS = 20;
    public static final int MAX_STEADY_CALLS = 1_000;

    @Override
    public String id() {
        return "startup";
    }

    /** Refuses repetitions or steady calls no startup run makes, saying what is allowed. */
    public Startup check() {
        if (repeats < 1 || repeats > MAX_REPEATS) {
            throw Refusal.at("mode.startup.repeats", repeats + " is not allowed; a startup run restarts the target's application"
                    + " 1 to " + MAX_REPEATS + " times per mechanism");
        }
        if (steadyCalls < 1 || steadyCalls > MAX_STEADY_CALLS) {
            throw Refusal.at("mode.startup.steady_calls", steadyCalls + " is not allowed; steady calls after each restart are 1 to "
                    + MAX_STEADY_CALLS);
        }
        return this;
    }

    /** The calls of one visit: after deployment, on a new session, then the steady ones. */
    public int visit() {
        return steadyCalls + 2;
    }

    /** The calls a cell stores: every repetition's visit. */
    public int callsPerCell() {
        return repeats * visit();
    }

    /** The repetition (from 0) a call of the cell belongs to. */
    public int repetitionOf(int seq) {
        return seq / visit();
    }

    /** The kind of initial call a call is; null for a steady one. */
    public InitialKind kindOf(int seq) {
        return switch (seq % visit()) {
            case 0 -> InitialKind.DEPLOYMENT;
            case 1 -> InitialKind.SESSION;
            default -> null;
        };
    }
}
