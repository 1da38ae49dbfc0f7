package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.bind.serializer.DeserializationContext;
import jakarta.json.bind.serializer.JsonbDeserializer;
import jakarta.json.stream.JsonParser;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * How JSON-B reads a request body's values: strictly, as the API always has. Yasson alone would read
 * 1.5 as 1, "5" as 5, 3 as "3" and 99999999999 as an int that overflowed; these refuse each with a
 * {@link BodyFault}. JSON null is a field left out.
 */
final class BodyValues {

    private BodyValues() {
    }

    /** A whole number that fits an int. */
    public static final class Whole implements JsonbDeserializer<Integer> {
        @Override
        public Integer deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue value = parser.getValue();
            return value == JsonValue.NULL ? null : whole(value);
        }
    }

    /** A whole number that fits a long (an id, nanoseconds). */
    public static final class WholeLong implements JsonbDeserializer<Long> {
        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue value = parser.getValue();
            if (value == JsonValue.NULL) {
                return null;
            }
            if (!(value instanceof JsonNumber number) || !number.isIntegral()) {
                throw new BodyFault(BodyFault.Kind.NOT_WHOLE, value);
            }
            try {
                return number.longValueExact();
            } catch (ArithmeticException e) {
                throw new BodyFault(BodyFault.Kind.OUT_OF_RANGE, value);
            }
        }
    }

    /** A number, fractions allowed (a percentage); null and any other value are refused, since it has no default of its own. */
    public static final class Decimal implements JsonbDeserializer<Double> {
        @Override
        public Double deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue value = parser.getValue();
            if (!(value instanceof JsonNumber number)) {
                throw new BodyFault(BodyFault.Kind.NOT_NUMBER, value);
            }
            return number.doubleValue();
        }
    }

    /** A string. */
    public static final class Text implements JsonbDeserializer<String> {
        @Override
        public String deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonValue value = parser.getValue();
            if (value == JsonValue.NULL) {
                return null;
            }
            if (!(value instanceof JsonString text)) {
                throw new BodyFault(BodyFault.Kind.NOT_TEXT, value);
            }
            return text.getString();
        }
    }

    /** An array of whole numbers. */
    public static final class Wholes implements JsonbDeserializer<List<Integer>> {
        @Override
        public List<Integer> deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonArray array = array(parser.getValue());
            if (array == null) {
                return null;
            }
            List<Integer> values = new ArrayList<>();
            array.forEach(item -> values.add(whole(item)));
            return values;
        }
    }

    /** An array of arrays of whole numbers (a paired sequences run's [length, size] pairs). */
    public static final class WholeLists implements JsonbDeserializer<List<List<Integer>>> {
        @Override
        public List<List<Integer>> deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonArray array = array(parser.getValue());
            if (array == null) {
                return null;
            }
            List<List<Integer>> values = new ArrayList<>();
            for (JsonValue item : array) {
                JsonArray inner = array(item);
                if (inner == null) {
                    throw new BodyFault(BodyFault.Kind.NOT_ARRAY, item);
                }
                values.add(inner.stream().map(BodyValues::whole).toList());
            }
            return values;
        }
    }

    /** An array of ids, each a string. */
    public static final class Ids implements JsonbDeserializer<List<String>> {
        @Override
        public List<String> deserialize(JsonParser parser, DeserializationContext context, Type type) {
            JsonArray array = array(parser.getValue());
            if (array == null) {
                return null;
            }
            List<String> values = new ArrayList<>();
            for (JsonValue item : array) {
                if (!(item instanceof JsonString id)) {
                    throw new BodyFault(BodyFault.Kind.NOT_ID, item);
                }
                values.add(id.getString());
            }
            return values;
        }
    }

    /**
     * An array of objects, each read as its type: JSON-B alone skips an item that is no object, as if it
     * were not there; here it is refused at its path ({@code results[2]}).
     */
    public abstract static class Objects<T> implements JsonbDeserializer<List<T>> {
        private final Class<T> type;

        protected Objects(Class<T> type) {
            this.type = type;
        }

        @Override
        public List<T> deserialize(JsonParser parser, DeserializationContext context, Type listType) {
            JsonValue value = parser.getValue();
            if (value == JsonValue.NULL) {
                return null;
            }
            String at = RequestBodies.here();
            if (!(value instanceof JsonArray array)) {
                throw new BodyFault(BodyFault.Kind.STRUCTURE, value, at, null);
            }
            List<T> items = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                if (!(array.get(i) instanceof JsonObject item)) {
                    throw new BodyFault(BodyFault.Kind.STRUCTURE, array.get(i), at + "[" + i + "]", null);
                }
                items.add(RequestBodies.read(item.toString(), type, at + "[" + i + "]"));
            }
            return items;
        }
    }

    private static JsonArray array(JsonValue value) {
        if (value == JsonValue.NULL) {
            return null;
        }
        if (!(value instanceof JsonArray array)) {
            throw new BodyFault(BodyFault.Kind.NOT_ARRAY, value);
        }
        return array;
    }

    static int whole(JsonValue value) {
        if (!(value instanceof JsonNumber number) || !number.isIntegral()) {
            throw new BodyFault(BodyFault.Kind.NOT_WHOLE, value);
        }
        try {
            return number.intValueExact();
        } catch (ArithmeticException e) {
            throw new BodyFault(BodyFault.Kind.OUT_OF_RANGE, value);
        }
    }
}
