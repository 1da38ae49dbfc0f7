package org.wsslab.it.support;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;

/** An echo endpoint's request as a bare HTTP POST: what a client with no WS-Security at all would send. */
public final class RawSoap {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private RawSoap() {
    }

    public static String envelope(byte[] payload) {
        return envelope("echo", "<payload>" + Base64.getEncoder().encodeToString(payload) + "</payload>");
    }

    /**
     * A valid request of each operation of the endpoints, by operation name: what the baseline answers
     * and every secured endpoint refuses. A new operation needs its entry here, or the tests that
     * read this say which is missing.
     */
    public static Map<String, String> everyOperation() {
        return Map.of(
                "echo", envelope(Payloads.random(100)),
                "echoPayload", envelope("echoPayload", "<payload><e:text>Hello World</e:text></payload>"),
                "fetch", envelope("fetch", "<request><e:shape>books</e:shape><e:count>2</e:count><e:seed>7</e:seed></request>"),
                "accept", envelope("accept", "<payload><e:text>Hello World</e:text></payload>"));
    }

    private static String envelope(String operation, String content) {
        return "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
                + "<e:" + operation + " xmlns:e=\"urn:wsslab:echo\">" + content + "</e:" + operation + "></S:Body></S:Envelope>";
    }

    public static HttpResponse<String> post(URI address, String envelope) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(address)
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/xml; charset=utf-8")
                .header("SOAPAction", "\"\"")
                .POST(HttpRequest.BodyPublishers.ofString(envelope))
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
