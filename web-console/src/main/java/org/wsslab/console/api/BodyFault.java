package org.wsslab.console.api;

import jakarta.json.JsonValue;

/**
 * What was wrong with a request body, found while JSON-B read it, before its reader says it in its
 * words ({@link RequestBodies}): the kind, the path of the field and the value refused.
 */
final class BodyFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    enum Kind {
        /** Not JSON; the message is the parser's. */
        MALFORMED,
        /** A value the binding cannot take where it stands: a body that is no object, a field's object given as something else. */
        STRUCTURE,
        /** A field the body's type does not have; the path is that field's. */
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

    /** Found by a value's reader, which does not know where it stands: {@link RequestBodies} adds the path. */
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

    /** The value refused, as JSON prints it (a string with its quotes); null for a fault of structure. */
    JsonValue value() {
        return value;
    }

    String path() {
        return path;
    }

    /** The field's own name: the path's last field ("step" of "mode.growth.step"). */
    String field() {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    /** The path of what holds the field: "" for the body itself. */
    String parent() {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? "" : path.substring(0, dot);
    }

    BodyFault at(String where) {
        if (path == null) {
            path = where;
        }
        return this;
    }
}
