package org.wsslab.it.support;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;

/** An echo request as a bare HTTP POST: what a client with no WS-Security at all would send. */
public final class RawSoap {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private RawSoap() {
    }

    public static String envelope(byte[] payload) {
        return "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
                + "<e:echo xmlns:e=\"urn:wsslab:echo\"><payload>" + Base64.getEncoder().encodeToString(payload)
                + "</payload></e:echo></S:Body></S:Envelope>";
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
