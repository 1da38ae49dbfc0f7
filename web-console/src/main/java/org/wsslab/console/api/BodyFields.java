package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * The fields a body type has as JSON-B names them (a public field or setter, renamed by {@link JsonbProperty}),
 * so that a field the binding stopped at is told apart: one the type does not have, or one whose value it
 * cannot take. Read from the types themselves, so a field added to a body needs no list kept beside it.
 */
final class BodyFields {

    private BodyFields() {
    }

    /** Whether the type has the field at this path ("mode", "results[0].reason"; "" is the body itself). */
    static boolean has(Class<?> type, String path) {
        Type at = type;
        for (String step : path.replaceAll("\\[\\d+]", "").split("\\.")) {
            if (step.isEmpty()) {
                continue;
            }
            at = field(raw(at), step);
            if (at == null) {
                return false;
            }
            at = element(at);
        }
        return true;
    }

    /** The type of the field the type names so, null if it has none. */
    private static Type field(Class<?> type, String name) {
        for (Field field : type.getFields()) {
            if (!Modifier.isStatic(field.getModifiers())
                    && name.equals(jsonName(field.getAnnotation(JsonbProperty.class), field.getName()))) {
                return field.getGenericType();
            }
        }
        for (Method method : type.getMethods()) {
            if (method.getName().startsWith("set") && method.getParameterCount() == 1 && method.getName().length() > 3) {
                String property = Character.toLowerCase(method.getName().charAt(3)) + method.getName().substring(4);
                if (name.equals(jsonName(method.getAnnotation(JsonbProperty.class), property))) {
                    return method.getGenericParameterTypes()[0];
                }
            }
        }
        return null;
    }

    private static String jsonName(JsonbProperty property, String javaName) {
        return property == null || property.value().isEmpty() ? javaName : property.value();
    }

    /** A list's items' type; any other type itself. */
    private static Type element(Type type) {
        return type instanceof ParameterizedType list && list.getActualTypeArguments().length == 1 ? list.getActualTypeArguments()[0]
                : type;
    }

    private static Class<?> raw(Type type) {
        return type instanceof ParameterizedType parameterized ? (Class<?>) parameterized.getRawType() : (Class<?>) type;
    }
}
