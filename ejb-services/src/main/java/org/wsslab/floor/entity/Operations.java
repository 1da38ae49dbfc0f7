package org.wsslab.floor.entity;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What one exchange (a request and its response) made both sides do: each operation's count and
 * bytes, in the catalog's order, and the algorithms its messages named that the floor does not
 * price (so its floor leaves them out, and says so).
 */
public record Operations(List<OperationCount> counts, List<String> unpriced) {

    /** Nothing at all: the baseline's exchange. */
    public static final Operations NONE = new Operations(List.of(), List.of());

    public Operations {
        counts = List.copyOf(counts);
        unpriced = List.copyOf(unpriced);
    }

    public Optional<OperationCount> of(Operation operation) {
        return counts.stream().filter(c -> c.operation() == operation).findFirst();
    }

    /** Adds up operations as a message is read. */
    public static final class Tally {
        private final Map<Operation, OperationCount> counts = new EnumMap<>(Operation.class);
        private final Set<String> unpriced = new TreeSet<>();

        public Tally add(Operation operation, long bytes) {
            return add(operation, 1, bytes);
        }

        public Tally add(Operation operation, int count, long bytes) {
            counts.merge(operation, new OperationCount(operation, count, bytes),
                    (a, b) -> a.plus(b.count(), b.bytes()));
            return this;
        }

        public Tally unpriced(String algorithm) {
            unpriced.add(algorithm);
            return this;
        }

        public Operations operations() {
            return new Operations(new ArrayList<>(counts.values()), new ArrayList<>(unpriced));
        }
    }
}
