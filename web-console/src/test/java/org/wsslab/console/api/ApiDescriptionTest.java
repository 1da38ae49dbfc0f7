package org.wsslab.console.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsslab.console.api.CodeRoutes.Route;

/**
 * The route description the lab serves (docs/openapi.json, as the build copies it into the WAR) says
 * what the resources' code says: the same routes, each with its path and query parameters, its body,
 * who may call it and what it answers. ApiDescriptionIT then holds real answers to the schemas.
 */
class ApiDescriptionTest {

    private static final Set<String> VERBS = Set.of("get", "put", "post", "delete", "patch", "head", "options", "trace");
    private static final Set<String> ROLES = Set.of("anyone", "viewer", "operator");

    private static JsonObject description;
    private static CodeRoutes code;

    @BeforeAll
    static void read() throws Exception {
        try (InputStream in = ApiDescriptionTest.class.getResourceAsStream(OpenApiResource.DESCRIPTION)) {
            assertNotNull(in, "the build copies docs/openapi.json to " + OpenApiResource.DESCRIPTION);
            try (JsonReader reader = Json.createReader(in)) {
                description = reader.readObject();
            }
        }
        code = CodeRoutes.ofPackage();
    }

    @Test
    void describesEveryRouteOfTheCodeAndNoOther() {
        Set<String> described = new TreeSet<>(operations().keySet());
        Set<String> inCode = code.keys();
        Set<String> undescribed = new TreeSet<>(inCode);
        undescribed.removeAll(described);
        Set<String> gone = new TreeSet<>(described);
        gone.removeAll(inCode);
        assertTrue(undescribed.isEmpty() && gone.isEmpty(), "routes in the code but not in docs/openapi.json: " + undescribed
                + "; described but not in the code: " + gone);
        assertTrue(inCode.size() > 40, "the code's routes were read: " + inCode);
    }

    @Test
    void isOpenApi31ServedUnderTheApisAddress() {
        assertTrue(description.getString("openapi").startsWith("3.1."), description.getString("openapi"));
        assertEquals("/wsslab/api", description.getJsonArray("servers").getJsonObject(0).getString("url"));
        assertFalse(description.getJsonObject("info").getString("title").isBlank());
    }

    @Test
    void everyOperationSaysWhatItIsWhoMayCallItAndWhatItAnswers() {
        Set<String> operationIds = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        operations().forEach((key, operation) -> {
            if (!operationIds.add(operation.getString("operationId", ""))) {
                wrong.add(key + ": no operationId, or one another operation has");
            }
            if (operation.getString("summary", "").isBlank()) {
                wrong.add(key + ": no summary");
            }
            String role = operation.getString("x-wsslab-role", "");
            if (!ROLES.contains(role)) {
                wrong.add(key + ": x-wsslab-role is '" + role + "', not one of " + ROLES);
            }
            JsonArray security = operation.getJsonArray("security");
            if (security == null || security.isEmpty() != role.equals("anyone")) {
                wrong.add(key + ": security must be [] exactly when anyone may call it, and Basic otherwise");
            }
            JsonObject responses = operation.getJsonObject("responses");
            if (responses == null || responses.keySet().stream().noneMatch(status -> status.startsWith("2"))) {
                wrong.add(key + ": no success response");
            } else {
                responses.forEach((status, response) -> {
                    JsonObject content = resolve(response.asJsonObject()).getJsonObject("content");
                    if (status.startsWith("2") && content != null && content.containsKey("application/json")
                            && !content.getJsonObject("application/json").containsKey("schema")) {
                        wrong.add(key + ": its JSON answer " + status + " has no schema");
                    }
                });
            }
        });
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void everyParameterAndBodyTheCodeReadsIsDescribed() {
        Map<String, JsonObject> operations = operations();
        List<String> wrong = new ArrayList<>();
        for (Route route : code.routes()) {
            JsonObject operation = operations.get(route.key());
            if (operation == null) {
                continue; // the route itself is reported by describesEveryRouteOfTheCodeAndNoOther
            }
            Set<String> pathInTemplate = new TreeSet<>();
            Matcher variables = CodeRoutes.variables(route.path());
            while (variables.find()) {
                pathInTemplate.add(variables.group(1));
            }
            if (!pathInTemplate.equals(parameterNames(operation, "path"))) {
                wrong.add(route.key() + ": path parameters described " + parameterNames(operation, "path") + ", template has "
                        + pathInTemplate);
            }
            if (!route.queryParameters().equals(parameterNames(operation, "query"))) {
                wrong.add(route.key() + ": query parameters described " + parameterNames(operation, "query") + ", code reads "
                        + route.queryParameters() + " (" + route.javaMethod() + ")");
            }
            if (route.readsBody() != operation.containsKey("requestBody")) {
                wrong.add(route.key()
                        + (route.readsBody() ? ": reads a body that is not described" : ": describes a body the code never reads"));
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void readsTemplatesAsAClientSeesThem() {
        assertEquals(List.of("/runs/{id}/summary.csv", "/runs/{id}/report.html"),
                CodeRoutes.expand("runs/{id: \\d{1,18}}/{file: summary\\.csv|report\\.html}"));
        assertEquals(List.of("/runs/{id}/profiles/{profile}.csv"), CodeRoutes.expand("runs/{id}/profiles/{profile: \\d{1,18}}.csv"));
        assertEquals(List.of("/mechanisms"), CodeRoutes.expand("/mechanisms/"));
    }

    @Test
    void everyReferenceNamesAComponentThatExists() {
        List<String> dangling = new ArrayList<>();
        references(description, dangling);
        assertTrue(dangling.isEmpty(), "references to nothing: " + dangling);
    }

    /** "GET /runs/{id}" → the operation, over every path of the description. */
    static Map<String, JsonObject> operations() {
        Map<String, JsonObject> operations = new java.util.TreeMap<>();
        description.getJsonObject("paths").forEach((path, item) -> item.asJsonObject().forEach((verb, operation) -> {
            if (VERBS.contains(verb)) {
                operations.put(verb.toUpperCase(java.util.Locale.ROOT) + " " + path, operation.asJsonObject());
            }
        }));
        return operations;
    }

    private static Set<String> parameterNames(JsonObject operation, String in) {
        Set<String> names = new TreeSet<>();
        for (JsonValue parameter : operation.getJsonArray("parameters") == null ? JsonValue.EMPTY_JSON_ARRAY
                : operation.getJsonArray("parameters")) {
            JsonObject resolved = resolve(parameter.asJsonObject());
            if (in.equals(resolved.getString("in", ""))) {
                names.add(resolved.getString("name"));
            }
        }
        return names;
    }

    /** A {@code $ref} to a component (parameters, responses, …) replaced by the component. */
    private static JsonObject resolve(JsonObject node) {
        if (!node.containsKey("$ref")) {
            return node;
        }
        JsonValue target = pointer(node.getString("$ref"));
        assertNotNull(target, "no component at " + node.getString("$ref"));
        return target.asJsonObject();
    }

    private static JsonValue pointer(String ref) {
        if (!ref.startsWith("#/")) {
            return null;
        }
        JsonValue at = description;
        for (String step : ref.substring(2).split("/")) {
            String name = step.replace("~1", "/").replace("~0", "~");
            if (!(at instanceof JsonObject object) || !object.containsKey(name)) {
                return null;
            }
            at = object.get(name);
        }
        return at;
    }

    private static void references(JsonValue node, List<String> dangling) {
        if (node instanceof JsonObject object) {
            if (object.get("$ref") instanceof JsonString ref && pointer(ref.getString()) == null) {
                dangling.add(ref.getString());
            }
            object.values().forEach(value -> references(value, dangling));
        } else if (node instanceof JsonArray array) {
            array.forEach(value -> references(value, dangling));
        }
    }
}
