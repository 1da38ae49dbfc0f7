package org.wsslab.study.entity;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** How much of a study's counts a reproduce makes: its own (full), or cut so it takes minutes (scaled, the default). */
public enum Scale {
    SCALED,
    FULL;

    public static final Scale DEFAULT = SCALED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Scale> byId(String id) {
        return Arrays.stream(values()).filter(scale -> scale.id().equals(id)).findFirst();
    }

    public static String allowed() {
        return Arrays.stream(values()).map(Scale::id).collect(Collectors.joining(", "));
    }
}
