package org.wsslab.run.boundary;

import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;

/**
 * What a run request's rounds and settle calls may be beside its other fields: they belong to the
 * paired orders, in runs of fixed calls, with a counted call per round (their own ranges are
 * RunRequest's constraints). Apart from {@link RunRequest}, which checks each field, as these depend on
 * several.
 */
final class PairedOrderRules {

    private PairedOrderRules() {
    }

    /** Rounds and settle calls belong to the paired orders, in runs of fixed calls one at a time, with a counted call per round. */
    static void check(RunRequest request) {
        if (!request.orderOrDefault().paired()) {
            String field = request.rounds() != null ? "rounds" : "settle";
            if (request.rounds() != null || request.settle() != null) {
                throw Refusal.at(field, field + " belongs to the paired orders " + Order.ROUNDS.id() + " and " + Order.ROUNDS_GC.id()
                        + " (this run's order is " + request.orderOrDefault().id() + "): give one of them as order, or leave " + field
                        + " out");
            }
            return;
        }
        if (request.mode() != null) {
            throw Refusal.at("order", "a " + request.mode().id() + " run orders its calls itself; the paired orders " + Order.ROUNDS.id()
                    + " and " + Order.ROUNDS_GC.id() + " are for runs of fixed calls (leave out mode, or order)");
        }
        Rounds paired = request.roundsOrDefault().orElseThrow();
        if (paired.count() > request.callsOrDefault()) {
            throw Refusal.at("rounds", paired.count() + " rounds need at least one counted call per cell in each round, and calls is "
                    + request.callsOrDefault() + ": give at most " + request.callsOrDefault() + " rounds, or at least " + paired.count()
                    + " calls");
        }
    }
}
