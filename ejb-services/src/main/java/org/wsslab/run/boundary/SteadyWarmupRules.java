package org.wsslab.run.boundary;

import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Sequences;

/**
 * What a run request's warm-up until steady may be beside its other fields. Apart from
 * {@link RunRequest}, which checks each field, as these depend on several (as {@link PairedOrderRules}).
 */
final class SteadyWarmupRules {

    private SteadyWarmupRules() {
    }

    /**
     * What a warm-up until steady may be: its own ranges, and a run whose cells each warm up in one piece,
     * one call at a time (the rule reads a cell's consecutive calls). docs/measuring.md, "Warm-up".
     */
    static void check(RunRequest request) {
        if (request.untilSteady() == null) {
            return;
        }
        if (request.warmup() != null) {
            throw Refusal.at("warmup", "give the warm-up calls as a number or as {\"until_steady\": {...}}, not both");
        }
        request.untilSteady().check(RunRequest.MAX_WARMUP);
        String allowed = "; a warm-up until steady is for runs of fixed calls or precision runs, one call at a time, in an order"
                + " that makes each cell's warm-up in one piece: " + Order.ids(Order::warmsUpInOnePiece) + " (or give warmup as a number)";
        if (request.mode() instanceof Growth || request.mode() instanceof Sequences) {
            throw Refusal.at("warmup.until_steady", "a " + request.mode().id() + " run "
                    + (request.mode() instanceof Growth ? "makes no warm-up" : "makes its warm-up in rounds of one call per mechanism")
                    + allowed);
        }
        if (!request.clientsOrDefault().equals(List.of(1))) {
            throw Refusal.at("warmup.until_steady", "under load a cell's client threads warm up together, each on a port of its own"
                    + allowed);
        }
        if (!request.orderOrDefault().warmsUpInOnePiece()) {
            throw Refusal.at("warmup.until_steady", request.orderOrDefault().id() + " spreads a cell's warm-up over rounds" + allowed);
        }
    }
}
