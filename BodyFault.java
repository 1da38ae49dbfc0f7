package org.wsslab.console.api;

import jakarta.json.JsonValue;

/**
 * What was wrong with a request body, found while JSON-B read it, before the reader says it in its
 * words: the kind, the path of the field (or of the object holding an unknown field) and the value.
 */
final class BodyFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    enum Kind {
        /** Not JSON at all; the message is the parser's. */
        MALFORMED,
        /** A value the binding could not take where it stands: the body is no object, or a field's object is something else. */
        STRUCTURE,
        /** A field the type does not have; the path is that field's. */
        UNKNOWN_FIELD,
        NOT_WHOLE,
        OUT_OF_RANGE,
        NOT_NUMBER,
        NOT_TEXT,
        /** An item of a list of ids that is not a string. */
        NOT_ID,
        NOT_ARRAY
    }

    private final Kind kind;
    private final transient JsonValue value;
    private String path;

    BodyFault(Kind kind, JsonValue value) {
        this(kind, value, null, null);
    }

    BodyFault(Kind kind, JsonValue value, String path, String message) {
        super(message, null, false, false);
        this.kind = kind;
        this.value = value;
        this.path = path;
    }

    Kind kind() {
        return kind;
    }

    /** The value refused, as JSON (a string with its quotes); null for a fault about structure. */
    JsonValue value() {
        return value;
    }

    String path() {
        return path;
    }

    /** The field's name: the path's last field, without indices ("step" of "mode.growth.step", "sizes" of "sizes[1]"). */
    String field() {
        String bare = path.replaceAll("\\[\\d+]", "");
        return bare.substring(bare.lastIndexOf('.') + 1);
    }

    /** The path of what holds the field: "" for the body itself. */
    String parent() {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? "" : path.substring(0, dot);
    }

    BodyFault at(String where) {
        if (path == null) {
            path = where.replaceAll("\\[\\d+]$", "");
        }
        return this;
    }
}
