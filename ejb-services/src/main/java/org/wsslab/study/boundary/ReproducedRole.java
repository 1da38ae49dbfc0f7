package org.wsslab.study.boundary;

import java.util.List;

/** The runs a reproduce queued for one role of an item: the group they join and their ids, in queue order. */
public record ReproducedRole(String role, String preset, String group, List<Long> runs) {
}
