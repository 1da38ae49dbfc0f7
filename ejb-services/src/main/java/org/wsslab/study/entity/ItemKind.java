package org.wsslab.study.entity;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** What a study item is: one of its tables, one of its figures, or a finding its text states. */
public enum ItemKind {
    TABLE,
    FIGURE,
    FINDING;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ItemKind> byId(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id().equals(id)).findFirst();
    }
}
