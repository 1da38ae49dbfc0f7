package org.wsslab.run.entity;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A list as one text column of RUN holds it: its items' texts, comma-separated, in order (the
 * endpoints, suites, sizes, clients and sequence lengths of a run). One place for the format five
 * columns share, apart from {@link Run}, which maps the columns and says what each list means.
 */
final class ListColumn {

    private ListColumn() {
    }

    /** The column's text for these items, each written by {@code text}. */
    static <T> String of(List<T> items, Function<? super T, String> text) {
        return items.stream().map(text).collect(Collectors.joining(","));
    }

    /** The items a column's text holds, each read by {@code item}; "" reads as one empty item, as {@link String#split} has it. */
    static <T> List<T> values(String column, Function<String, T> item) {
        return Arrays.stream(column.split(",")).map(item).toList();
    }
}
