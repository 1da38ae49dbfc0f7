package org.wsslab.workload.entity;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A choice a run request names by id (a shape, a direction, a service work, an order): how each is
 * found by its id and listed in a refusal, in one place.
 */
public interface Identified {

    /** The id a request and the stored run use. */
    String id();

    /** The value with this id, if any. */
    static <T extends Identified> Optional<T> byId(T[] values, String id) {
        return Arrays.stream(values).filter(value -> value.id().equals(id)).findFirst();
    }

    /** The ids, comma-separated, for a refusal that says what is allowed. */
    static String ids(Identified[] values) {
        return Arrays.stream(values).map(Identified::id).collect(Collectors.joining(", "));
    }
}
