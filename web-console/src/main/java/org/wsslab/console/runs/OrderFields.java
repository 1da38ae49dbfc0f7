package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.entity.Order;

/** The new-run form's call order, as chosen. */
public class OrderFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String order = Order.DEFAULT.id();

    /** The order chosen (an Order id). */
    String order() {
        return order;
    }

    /** These fields as in {@code typed}, those set aside (component ids) at their defaults: the order at the default order. */
    void takeAside(OrderFields typed, Set<String> aside) {
        order = aside.contains("order") ? Order.DEFAULT.id() : typed.order;
    }

    public String getOrder() {
        return order;
    }

    public void setOrder(String order) {
        this.order = order;
    }
}
