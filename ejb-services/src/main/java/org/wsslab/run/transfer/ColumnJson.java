package org.wsslab.run.transfer;

import jakarta.json.JsonNumber;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import org.wsslab.refusal.Refusal;

/**
 * A column's value in a run file: written as the JSON its JDBC type maps to, and read back to that
 * type. One place for the mapping both ways, so that what {@link RunTransfer} exports is exactly what
 * it imports; a type the file does not carry is refused on export rather than written approximately.
 */
final class ColumnJson {

    private ColumnJson() {
    }

    /** Writes column {@code c} of the current row as the member {@code name}, null as JSON null. */
    static void write(JsonGenerator json, String name, int type, ResultSet rows, int c, String table) throws SQLException {
        Object value = rows.getObject(c);
        if (value == null) {
            json.writeNull(name);
            return;
        }
        switch (type) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> json.write(name, rows.getLong(c));
            case Types.DOUBLE, Types.FLOAT, Types.REAL -> json.write(name, rows.getDouble(c));
            case Types.DECIMAL, Types.NUMERIC -> json.write(name, rows.getBigDecimal(c));
            case Types.BOOLEAN, Types.BIT -> json.write(name, rows.getBoolean(c));
            case Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.CLOB, Types.NVARCHAR, Types.NCLOB ->
                json.write(name, rows.getString(c));
            case Types.TIMESTAMP_WITH_TIMEZONE -> json.write(name, rows.getObject(c, OffsetDateTime.class).toString());
            default -> throw new IllegalStateException(table + "." + name + " has a type the run file does not carry (" + type + ")");
        }
    }

    /** The value a file's member (table row {@code row}, column) gives a column of this JDBC type; refused when it does not fit. */
    static Object value(JsonValue value, int type, String table, int row, String column) {
        if (value == null || value == JsonValue.NULL) {
            return null;
        }
        try {
            return switch (type) {
                case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> ((JsonNumber) value).longValueExact();
                case Types.DOUBLE, Types.FLOAT, Types.REAL -> ((JsonNumber) value).doubleValue();
                case Types.DECIMAL, Types.NUMERIC -> ((JsonNumber) value).bigDecimalValue();
                case Types.BOOLEAN, Types.BIT -> switch (value.getValueType()) {
                    case TRUE -> true;
                    case FALSE -> false;
                    default -> throw new ClassCastException();
                };
                case Types.TIMESTAMP_WITH_TIMEZONE -> OffsetDateTime.parse(((JsonString) value).getString());
                default -> ((JsonString) value).getString();
            };
        } catch (ClassCastException | ArithmeticException | DateTimeParseException e) {
            throw Refusal.about(RunFile.path(table, row, column),
                    table + "." + column + " is " + value + " in the file, which does not fit the column (JDBC type " + type + ")");
        }
    }
}
