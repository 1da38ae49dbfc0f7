package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.time.Instant;
import org.wsslab.catalog.entity.Endpoint;

/** Fields the API writes whether or not they have a value: absent values are JSON null, never left out. */
final class Json {

    private Json() {
    }

    static JsonObjectBuilder object() {
        return jakarta.json.Json.createObjectBuilder();
    }

    static JsonObjectBuilder add(JsonObjectBuilder json, String name, Object value) {
        switch (value) {
            case null -> json.addNull(name);
            case String text -> json.add(name, text);
            case Integer number -> json.add(name, number);
            case Long number -> json.add(name, number);
            case Double number when number.isNaN() || number.isInfinite() -> json.addNull(name);
            case Double number -> json.add(name, number);
            case Boolean flag -> json.add(name, flag);
            case Instant instant -> json.add(name, instant.toString());
            case JsonValue nested -> json.add(name, nested);
            case JsonObjectBuilder nested -> json.add(name, nested);
            default -> throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
        }
        return json;
    }

    /** How every cell begins: its mechanism, its suite (null for a mechanism without one) and its size. */
    static JsonObjectBuilder cell(Endpoint endpoint, int size) {
        return add(object().add("mechanism", endpoint.mechanism().id()), "suite", endpoint.suite().assertion()).add("size", size);
    }

    static JsonObject error(String message) {
        return object().add("error", message).build();
    }
}
