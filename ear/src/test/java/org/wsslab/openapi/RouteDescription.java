package org.wsslab.openapi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The lab's route description (OpenAPI 3.1) as a judge of real answers: an answer's status must be
 * one its operation lists, and a JSON answer must validate against the schema given for that status
 * (every required field there, of its type, none undocumented where the schema closes the object).
 * It remembers which operations answered with success, so a test can tell which it never reached.
 */
final class RouteDescription {

    /** Where the schemas are said to live; never fetched: the registry maps it to the served text. */
    private static final String BASE = "https://wsslab.invalid/wsslab/api/openapi.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> VERBS = Set.of("get", "put", "post", "delete", "patch");

    private final JsonNode document;
    private final SchemaRegistry schemas;
    private final Set<String> answeredWithSuccess = new TreeSet<>();

    RouteDescription(String text) {
        try {
            this.document = JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.schemas = SchemaRegistry.withDefaultDialect(Dialects.getOpenApi31(), builder -> builder.schemas(Map.of(BASE, text)));
    }

    /** "GET /runs/{id}" → the operation, for every operation described. */
    Map<String, JsonNode> operations() {
        Map<String, JsonNode> operations = new TreeMap<>();
        document.get("paths").properties().forEach(path -> path.getValue().properties().forEach(operation -> {
            if (VERBS.contains(operation.getKey())) {
                operations.put(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(), operation.getValue());
            }
        }));
        return operations;
    }

    /**
     * Holds an answer to the description of {@code method path} (the path as described, e.g.
     * {@code /runs/{id}}) and answers it, so a scenario can go on with what it holds.
     */
    HttpResponse<String> check(String method, String path, HttpResponse<String> answer) {
        String operation = method + " " + path;
        JsonNode responses = operations().get(operation);
        assertTrue(responses != null, operation + " is not described, yet the lab answered it: " + answer.statusCode());
        String status = String.valueOf(answer.statusCode());
        JsonNode response = resolve(responses.get("responses").get(status));
        assertTrue(response != null, operation + " answered " + status + ", which its description does not list ("
                + names(responses.get("responses")) + "): " + abbreviated(answer.body()));
        JsonNode content = response.get("content");
        if (content != null && content.has("application/json") && content.get("application/json").has("schema")) {
            String type = answer.headers().firstValue("Content-Type").orElse("");
            assertTrue(type.startsWith("application/json"), operation + " " + status + " is described as JSON, answered as '" + type + "'");
            List<Error> errors = schema(path, method, status).validate(parse(operation, answer.body()));
            assertTrue(errors.isEmpty(),
                    operation + " " + status + " is not as described: " + errors + "\nin " + abbreviated(answer.body()));
        } else if (content != null && !content.isEmpty() && answer.statusCode() < 300) {
            String described = content.fieldNames().next();
            String type = answer.headers().firstValue("Content-Type").orElse("");
            assertTrue(type.startsWith(described),
                    operation + " " + status + " is described as " + described + ", answered as '" + type + "'");
        }
        if (answer.statusCode() < 300) {
            answeredWithSuccess.add(operation);
        }
        return answer;
    }

    /** The operations no check saw answer with success. */
    Set<String> neverAnsweredWithSuccess() {
        Set<String> missing = new TreeSet<>(operations().keySet());
        missing.removeAll(answeredWithSuccess);
        return missing;
    }

    private Schema schema(String path, String method, String status) {
        String step = path.replace("~", "~0").replace("/", "~1");
        String pointer = "/paths/" + step + "/" + method.toLowerCase(Locale.ROOT) + "/responses/" + status;
        JsonNode response = document.at(pointer);
        if (response.has("$ref")) {
            pointer = response.get("$ref").asText().substring(1);
        } else {
            // inside a URI's fragment the path's braces are percent-encoded
            pointer = "/paths/" + URLEncoder.encode(step, StandardCharsets.UTF_8).replace("%7E", "~")
                    + pointer.substring(7 + step.length());
        }
        return schemas.getSchema(SchemaLocation.of(BASE + "#" + pointer + "/content/application~1json/schema"));
    }

    private JsonNode resolve(JsonNode node) {
        if (node != null && node.has("$ref")) {
            return document.at(node.get("$ref").asText().substring(1));
        }
        return node;
    }

    private static JsonNode parse(String operation, String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new AssertionError(operation + " answered what is not JSON: " + abbreviated(body), e);
        }
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            names.add(it.next());
        }
        return names;
    }

    private static String abbreviated(String body) {
        return body.length() <= 600 ? body : body.substring(0, 600) + "…";
    }
}
