package org.wsslab.it.support;

import jakarta.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;

/**
 * A verification's results as the matrix tests read them: each cell by "endpoint / attack" (e.g.
 * "sign-only/Basic256Sha256 / CONFIDENTIALITY"), the cells of one outcome, and the whole matrix as
 * text for a failure's message.
 */
public final class MatrixCells {

    private final Map<String, JsonObject> cells = new LinkedHashMap<>();

    private MatrixCells(JsonObject verification) {
        verification.getJsonArray("results").getValuesAs(JsonObject.class).forEach(result -> cells.put(
                Endpoint.stored(result.getString("mechanism"), result.getString("suite")).id() + " / " + result.getString("attack"),
                result));
    }

    /** The cells of a verification as the API answers it (GET verifications/{id}). */
    public static MatrixCells of(JsonObject verification) {
        return new MatrixCells(verification);
    }

    /** Each cell's result by "endpoint / attack", in the API's order. */
    public Map<String, JsonObject> byName() {
        return Collections.unmodifiableMap(cells);
    }

    /** The cells whose outcome this is, sorted. */
    public Set<String> having(String outcome) {
        return cells.entrySet().stream().filter(cell -> cell.getValue().getString("outcome").equals(outcome)).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** One line a cell: its name, outcome and detail. */
    @Override
    public String toString() {
        return cells.entrySet().stream().map(cell -> cell.getKey() + " -> " + cell.getValue().getString("outcome") + ": "
                + cell.getValue().getString("detail")).collect(Collectors.joining("\n"));
    }
}
