package org.wsslab.run.boundary;

import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.workload.entity.Shape;

/** What a run's concurrent clients may be beside its other fields (their own range is a constraint on {@link RunRequest}). */
final class ClientRules {

    private ClientRules() {
    }

    /** What concurrent clients may be, given the mode, order and payload (their own range is a constraint). */
    static void check(RunRequest request, Shape payload) {
        if (request.clients() == null) {
            return;
        }
        Refusal.ifRepeated("clients", request.clients());
        if (request.clientsOrDefault().equals(List.of(1))) {
            return;
        }
        if (request.mode() != null) {
            throw Refusal.at("clients", "a " + request.mode().id() + " run makes one call at a time; concurrent clients are"
                    + " measured in a run of fixed calls (leave out mode, or clients)");
        }
        if (!request.orderOrDefault().blocks()) {
            throw Refusal.at("order", request.order() + " interleaves calls of different cells, one at a time; a run with"
                    + " concurrent clients makes each cell's calls together: leave order out, or give "
                    + Order.BLOCKS_GC.id() + " or " + Order.BLOCKS.id());
        }
        int most = request.clients().stream().mapToInt(Integer::intValue).max().orElseThrow();
        int largest = request.sizesOrDefault().stream().mapToInt(Integer::intValue).max().orElseThrow();
        long bytes = (long) most * largest * (payload.records() ? RunRequest.BYTES_PER_RECORD : 1);
        if (bytes > RunRequest.MAX_LOAD_BYTES) {
            throw Refusal.at("clients", most + " clients at " + payload.exactLabel(largest) + " would have "
                    + bytes / 1024 + " KB of payloads under way at once; the lab's 1 GB heap holds up to "
                    + RunRequest.MAX_LOAD_BYTES / (1024 * 1024) + " MB (e.g. 4 clients at 1 MB, 16 at 256 KB"
                    + (payload.records() ? ", counting " + RunRequest.BYTES_PER_RECORD + " B per record" : "") + ")");
        }
    }
}
