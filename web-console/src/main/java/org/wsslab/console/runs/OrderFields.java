package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Order;

/**
 * The new-run form's call order and, for a paired order (rounds, rounds-gc), its rounds and settle
 * calls per visit, as typed: empty means the API's default (10 and 10). The rounds and settle fields
 * are shown once a paired order is chosen, and stay while they hold a value: what the form sends is
 * always in sight, so a value refused for another order is refused beside its field.
 */
public class OrderFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String order = Order.DEFAULT.id();
    private String rounds = "";
    private String settle = "";

    /** Whether the chosen order pairs each cell with plain round by round. */
    public boolean isPaired() {
        return Order.byId(order).map(Order::paired).orElse(false);
    }

    /** Whether the form shows the rounds and settle fields: for a paired order, or while either holds a value (it is sent). */
    public boolean isShown() {
        return isPaired() || !rounds.isBlank() || !settle.isBlank();
    }

    /** The order typed (an Order id). */
    String order() {
        return order;
    }

    /** The request with the rounds and settle calls typed, each left out when empty (the API's default for a paired order). */
    RunRequest applied(RunRequest request) {
        return request.inRounds(FormNumbers.single("rounds", rounds), FormNumbers.single("settle", settle));
    }

    /**
     * These fields as in {@code typed}, those set aside (component ids) at their defaults: the order at
     * the default order, rounds and settle left out. Rounds and settle belong to the order: set aside with it.
     */
    void takeAside(OrderFields typed, Set<String> aside) {
        boolean orderAside = aside.contains("order");
        order = orderAside ? Order.DEFAULT.id() : typed.order;
        rounds = orderAside || aside.contains("rounds") ? "" : typed.rounds;
        settle = orderAside || aside.contains("settle") ? "" : typed.settle;
    }

    public String getOrder() {
        return order;
    }

    public void setOrder(String order) {
        this.order = order;
    }

    public String getRounds() {
        return rounds;
    }

    public void setRounds(String rounds) {
        this.rounds = rounds == null ? "" : rounds;
    }

    public String getSettle() {
        return settle;
    }

    public void setSettle(String settle) {
        this.settle = settle == null ? "" : settle;
    }
}
