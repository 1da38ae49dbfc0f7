package org.wsslab.cxf;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.IOException;
import java.io.StringReader;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;

/**
 * The lab's REST API, as the console users see it (HTTP Basic): the viewer reads the catalog, the operator
 * stores the results. Their passwords are read from the lab's state folder when needed, never kept in a source.
 */
final class LabApi {

    static final String VIEWER = "viewer";
    static final String OPERATOR = "operator";

    private final URI api;
    private final Path passwords;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    LabApi(URI api, Path passwords) {
        this.api = api;
        this.passwords = passwords;
    }

    /** {@code GET mechanisms}: the catalog, every mechanism with its {@code suites}. */
    JsonArray mechanisms() throws LabException {
        HttpRequest request = as(VIEWER, "mechanisms").GET().build();
        String body = send(request, 200);
        try (JsonReader reader = Json.createReader(new StringReader(body))) {
            return reader.readArray();
        } catch (JsonException | IllegalStateException e) {
            throw new LabException("GET " + request.uri() + " did not answer a JSON array: " + e.getMessage(), e);
        }
    }

    /** {@code POST runs} as operator: queues a run and answers its id. */
    long startRun(JsonObject run) throws LabException {
        HttpRequest request = as(OPERATOR, "runs").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(run.toString(), StandardCharsets.UTF_8)).build();
        return object(request, send(request, 202)).getJsonNumber("id").longValue();
    }

    /** {@code GET runs/{id}} as viewer: the run's status. */
    String runStatus(long id) throws LabException {
        HttpRequest request = as(VIEWER, "runs/" + id).GET().build();
        return object(request, send(request, 200)).getString("status");
    }

    private static JsonObject object(HttpRequest request, String body) throws LabException {
        try (JsonReader reader = Json.createReader(new StringReader(body))) {
            return reader.readObject();
        } catch (JsonException | IllegalStateException | ClassCastException | NullPointerException e) {
            throw new LabException(request.method() + " " + request.uri() + " did not answer the JSON object expected: " + e.getMessage(),
                    e);
        }
    }

    /** {@code POST interop}: stores the report at the lab. */
    void postInterop(JsonObject report) throws LabException {
        HttpRequest request = as(OPERATOR, "interop").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(report.toString(), StandardCharsets.UTF_8)).build();
        send(request, 200, 201, 202, 204);
    }

    /** A request to the API path as the console user, asking for JSON. */
    private HttpRequest.Builder as(String user, String path) throws LabException {
        return HttpRequest.newBuilder(api.resolve(path)).header("Accept", "application/json").header("Authorization", basic(user))
                .timeout(Duration.ofSeconds(60));
    }

    private String send(HttpRequest request, int... expected) throws LabException {
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException e) {
            throw new LabException("the lab does not answer at " + api + " (is it running? bin/wsslab start)", e);
        } catch (IOException e) {
            throw new LabException(request.method() + " " + request.uri() + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException(request.method() + " " + request.uri() + " was interrupted", e);
        }
        for (int status : expected) {
            if (response.statusCode() == status) {
                return response.body();
            }
        }
        throw new LabException(request.method() + " " + request.uri() + " answered HTTP " + response.statusCode()
                + (response.body().isBlank() ? "" : ": " + response.body().strip()));
    }

    private String basic(String user) throws LabException {
        Path file = passwords.resolve(user + ".password");
        try {
            String credentials = user + ":" + Files.readString(file).strip();
            return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new LabException("no password for console user " + user + ": " + file + " does not exist "
                    + "(--console-passwords names the folder; bin/wsslab start writes it)", e);
        } catch (IOException e) {
            throw new LabException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
