package org.wsslab.refusal;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.StreamSupport;

/**
 * What Bean Validation found wrong with a request, refused one field at a time in the order the caller
 * names them: the validator reports violations in no set order, while a request has always been refused
 * for the first thing wrong in a fixed order, and cross-field checks in Java come between fields.
 * A field's path is its JSON name (the snake case of the component: serviceWork is service_work), and a
 * field's own constraint (e.g. its list's size) comes before those of its elements, first element first.
 */
public final class Violations<T> {

    private final List<ConstraintViolation<T>> found;

    private Violations(Set<ConstraintViolation<T>> found) {
        this.found = found.stream().sorted(Comparator.comparing(Violations::elementIndex)).toList();
    }

    public static <T> Violations<T> of(Set<ConstraintViolation<T>> found) {
        return new Violations<>(found);
    }

    /** Throws the refusal of the first of these fields (in the order given) that broke a constraint. */
    public void refuse(String... fields) {
        for (String field : fields) {
            Optional<ConstraintViolation<T>> first = found.stream().filter(violation -> field.equals(fieldOf(violation))).findFirst();
            if (first.isPresent()) {
                throw Refusal.at(jsonName(field), first.get().getMessage());
            }
        }
    }

    /**
     * Throws the refusal of the first of these paths (in the order given) that broke a constraint, each
     * named as the API names a value inside a body: {@code results[0].sizes[1].bytes}, or
     * {@code results[0]} for a rule on a result as a whole. A body's reader interleaves these with the
     * checks that need more than the body (the catalog), so a body is refused for what is wrong first.
     */
    public void refuseAt(String... paths) {
        for (String path : paths) {
            Optional<ConstraintViolation<T>> first = found.stream().filter(violation -> path.equals(pathOf(violation))).findFirst();
            if (first.isPresent()) {
                throw Refusal.at(path, first.get().getMessage());
            }
        }
    }

    /**
     * A violation's path as the API names it: each field by its JSON name, a list's element by its index
     * in brackets; an object's own rule (a class-level constraint) and a list's element add no name.
     */
    static String pathOf(ConstraintViolation<?> violation) {
        StringBuilder path = new StringBuilder();
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getIndex() != null) {
                path.append('[').append(node.getIndex()).append(']');
            }
            if (node.getKind() == ElementKind.PROPERTY) {
                path.append(path.isEmpty() ? "" : ".").append(jsonName(node.getName()));
            }
        }
        return path.toString();
    }

    private static String fieldOf(ConstraintViolation<?> violation) {
        return violation.getPropertyPath().iterator().next().getName();
    }

    /** -1 for a constraint on the field itself, else the index of the list element it is about. */
    private static int elementIndex(ConstraintViolation<?> violation) {
        return StreamSupport.stream(violation.getPropertyPath().spliterator(), false)
                .filter(node -> node.getKind() == ElementKind.CONTAINER_ELEMENT).map(Path.Node::getIndex)
                .filter(index -> index != null).findFirst().orElse(-1);
    }

    private static String jsonName(String component) {
        return component.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }
}
