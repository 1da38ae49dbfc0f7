package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The attacker's listener keeps what is posted to each of its addresses, and only there. */
class AttackerAddressTest {

    @Test
    void whatIsPostedToAnAddressArrivesThereAndNowhereElse() throws Exception {
        try (AttackerAddress attacker = AttackerAddress.listen()) {
            URI replyTo = attacker.next("wsa:ReplyTo altered in place");
            URI faultTo = attacker.next("wsa:FaultTo altered in place");
            assertNotEquals(replyTo, faultTo, "every message names an address of its own");
            assertEquals("127.0.0.1", replyTo.getHost(), "on the loopback interface only");
            assertEquals(Optional.empty(), attacker.arrivedAt(replyTo, Duration.ZERO), "nothing yet");

            String fault = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body><S:Fault>"
                    + "<faultstring>no</faultstring></S:Fault></S:Body></S:Envelope>";
            HttpResponse<Void> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(replyTo)
                    .header("Content-Type", "text/xml; charset=utf-8").POST(HttpRequest.BodyPublishers.ofString(fault)).build(),
                    HttpResponse.BodyHandlers.discarding());

            assertEquals(202, answer.statusCode(), "accepted, as an asynchronous receiver answers");
            AttackerAddress.Arrival arrival = attacker.arrivedAt(replyTo, Duration.ofSeconds(10)).orElseThrow();
            assertEquals("POST", arrival.method());
            assertEquals(replyTo.getPath(), arrival.path());
            assertEquals(fault, arrival.body());
            assertTrue(arrival.fault(), "a fault is told from a reply");
            assertTrue(arrival.evidence().startsWith("POST " + replyTo.getPath() + " (text/xml; charset=utf-8, "), arrival.evidence());
            assertEquals(Optional.empty(), attacker.arrivedAt(faultTo, Duration.ZERO), "not at the other address");
        }
    }
}
