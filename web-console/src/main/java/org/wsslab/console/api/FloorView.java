package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.OperationCount;
import org.wsslab.floor.entity.Prices;
import org.wsslab.run.store.entity.CellRecord;

/**
 * GET /runs/{id}/floor: the run's price list (each operation's timed lengths and the line read from
 * them) and each cell's operations, priced; times in milliseconds as everywhere in the API.
 */
final class FloorView {

    private FloorView() {
    }

    static JsonObject of(Prices prices, List<CellRecord> cells) {
        JsonArrayBuilder operations = jakarta.json.Json.createArrayBuilder();
        for (Operation operation : Operation.all()) {
            prices.line(operation).ifPresent(line -> {
                JsonArrayBuilder timed = jakarta.json.Json.createArrayBuilder();
                prices.points().stream().filter(p -> p.operation() == operation)
                        .forEach(p -> timed.add(Json.object().add("length", p.length()).add("ms", SummaryView.ms(p.nanos()))));
                operations.add(Json.object().add("operation", operation.id()).add("kind", operation.kind().name().toLowerCase(Locale.ROOT))
                        .add("fixed_ms", SummaryView.ms(line.fixedNanos()))
                        .add("ms_per_mb", SummaryView.ms(line.nanosPerByte() * 1_048_576))
                        .add("timed", timed));
            });
        }
        JsonArrayBuilder cellList = jakarta.json.Json.createArrayBuilder();
        for (CellRecord cell : cells) {
            JsonObjectBuilder json = Json.cell(cell.endpoint(), cell.size());
            if (cell.operations() == null) {
                json.addNull("operations").addNull("unpriced").addNull("floor_ms");
            } else {
                JsonArrayBuilder counted = jakarta.json.Json.createArrayBuilder();
                for (OperationCount count : cell.operations().counts()) {
                    JsonObjectBuilder row = Json.object().add("operation", count.operation().id()).add("count", count.count())
                            .add("bytes", count.bytes());
                    Json.add(row, "ms", ms(prices.nanos(count)));
                    counted.add(row);
                }
                JsonArrayBuilder unpriced = jakarta.json.Json.createArrayBuilder();
                cell.operations().unpriced().forEach(unpriced::add);
                json.add("operations", counted).add("unpriced", unpriced);
                Json.add(json, "floor_ms", ms(prices.floorNanos(cell.operations())));
            }
            cellList.add(json);
        }
        return Json.object().add("operations", operations).add("cells", cellList).build();
    }

    private static Double ms(OptionalDouble nanos) {
        return nanos.isPresent() ? SummaryView.ms(nanos.getAsDouble()) : null;
    }
}
