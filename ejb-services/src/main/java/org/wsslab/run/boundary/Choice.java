package org.wsslab.run.boundary;

import java.util.function.Function;
import java.util.function.Supplier;
import org.wsslab.run.entity.Order;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.Identified;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/** What a run request chooses by id: how an id is found ({@link KnownId}), the ids and the default. */
public enum Choice {
    SHAPE(id -> Shape.byId(id).isPresent(), Shape::ids, Workload.DEFAULT.shape()),
    DIRECTION(id -> Direction.byId(id).isPresent(), Direction::ids, Workload.DEFAULT.direction()),
    SERVICE_WORK(id -> ServiceWork.byId(id).isPresent(), ServiceWork::ids, Workload.DEFAULT.work()),
    /** Found in any case (Order.byId), as runs have always been. */
    ORDER(id -> Order.byId(id).isPresent(), Order::ids, Order.DEFAULT);

    private final Function<String, Boolean> known;
    private final Supplier<String> ids;
    private final Identified byDefault;

    Choice(Function<String, Boolean> known, Supplier<String> ids, Identified byDefault) {
        this.known = known;
        this.ids = ids;
        this.byDefault = byDefault;
    }

    boolean knows(String id) {
        return known.apply(id);
    }

    String ids() {
        return ids.get();
    }

    String defaultId() {
        return byDefault.id();
    }
}
