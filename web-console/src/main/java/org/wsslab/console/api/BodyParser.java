package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

/**
 * The parser JSON-B reads a request body through, keeping the path of where it is ({@code mode.growth.step},
 * {@code results[0].reason}): when the binding refuses a value or a field, the path names it without
 * reading the binding's English. A value read whole ({@link #getValue()}) leaves the path at its field.
 */
final class BodyParser implements JsonParser {

    private final JsonParser parser;
    /** Where the body read is in the body of the request: "" for the whole body, "mode" for a run's mode read on its own. */
    private final String base;
    /** Innermost first: a field name (empty before an object's first field) or an array's index (int[1], -1 before its first item). */
    private final Deque<Object> at = new ArrayDeque<>();

    BodyParser(JsonParser parser, String base) {
        this.parser = parser;
        this.base = base;
    }

    /** Where the parser is: field names joined by dots, array items by their index; "" at the body itself. */
    String path() {
        StringBuilder path = new StringBuilder(base);
        Iterator<Object> outermostFirst = at.descendingIterator();
        while (outermostFirst.hasNext()) {
            Object step = outermostFirst.next();
            if (step instanceof String field && !field.isEmpty()) {
                path.append(path.isEmpty() ? "" : ".").append(field);
            } else if (step instanceof int[] index && index[0] >= 0) {
                path.append('[').append(index[0]).append(']');
            }
        }
        return path.toString();
    }

    @Override
    public Event next() {
        Event event = parser.next();
        if (at.peek() instanceof int[] index && event != Event.END_ARRAY) {
            index[0]++;
        }
        switch (event) {
            case START_OBJECT -> at.push("");
            case START_ARRAY -> at.push(new int[]{-1});
            case END_OBJECT, END_ARRAY -> at.pop();
            case KEY_NAME -> {
                at.pop();
                at.push(parser.getString());
            }
            default -> {
            }
        }
        return event;
    }

    @Override
    public boolean hasNext() {
        return parser.hasNext();
    }

    @Override
    public String getString() {
        return parser.getString();
    }

    @Override
    public boolean isIntegralNumber() {
        return parser.isIntegralNumber();
    }

    @Override
    public int getInt() {
        return parser.getInt();
    }

    @Override
    public long getLong() {
        return parser.getLong();
    }

    @Override
    public BigDecimal getBigDecimal() {
        return parser.getBigDecimal();
    }

    @Override
    public JsonLocation getLocation() {
        return parser.getLocation();
    }

    @Override
    public JsonObject getObject() {
        return parser.getObject();
    }

    @Override
    public JsonValue getValue() {
        return parser.getValue();
    }

    @Override
    public JsonArray getArray() {
        return parser.getArray();
    }

    @Override
    public void skipArray() {
        parser.skipArray();
    }

    @Override
    public void skipObject() {
        parser.skipObject();
    }

    @Override
    public Event currentEvent() {
        return parser.currentEvent();
    }

    @Override
    public void close() {
        parser.close();
    }
}
