package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.time.Instant;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.refusal.RefusedField;

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

    /** A refusal about the request as a whole: its sentence, and no field. */
    static JsonObject error(String message) {
        return error(message, List.of());
    }

    /**
     * A refusal: its sentence, unchanged for the scripts that read it, and the fields it is about
     * ({@code [{"path": "calls", "message": "0 is not allowed; …"}]}), so that a client shows each
     * beside its field without parsing the sentence.
     */
    static JsonObject error(String message, List<RefusedField> fields) {
        JsonArrayBuilder about = jakarta.json.Json.createArrayBuilder();
        fields.forEach(field -> about.add(object().add("path", field.path()).add("message", field.message())));
        return object().add("error", message).add("fields", about).build();
    }
}
