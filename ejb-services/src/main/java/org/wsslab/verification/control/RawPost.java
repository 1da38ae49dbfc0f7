package org.wsslab.verification.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * Sends a request's bytes to an endpoint exactly as given, with the captured request's content type
 * and SOAP action, over a fresh connection (so nothing a client library does can repair or refuse
 * them on the way). HTTPS goes through the server's default TLS set-up, host name checked.
 */
final class RawPost {

    private static final int TIMEOUT_MS = 30_000;

    private RawPost() {
    }

    static Answer send(URI address, CapturedRequest request) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) address.toURL().openConnection();
        try {
            connection.setConnectTimeout(TIMEOUT_MS);
            connection.setReadTimeout(TIMEOUT_MS);
            connection.setDoOutput(true);
            connection.setUseCaches(false);
            connection.setRequestMethod("POST");
            connection.setRequestProperty("Connection", "close");
            connection.setRequestProperty("Content-Type", request.header("Content-Type").orElse("text/xml; charset=utf-8"));
            request.header("SOAPAction").ifPresent(action -> connection.setRequestProperty("SOAPAction", action));
            connection.setFixedLengthStreamingMode(request.body().length);
            try (OutputStream out = connection.getOutputStream()) {
                out.write(request.body());
            }
            int status = connection.getResponseCode();
            InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
            String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new Answer(status, body);
        } finally {
            connection.disconnect();
        }
    }
}
