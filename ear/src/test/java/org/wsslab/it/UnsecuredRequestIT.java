package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.control.EchoOperations;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.RawSoap;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A plain SOAP request, with no security header, to every operation of every secured endpoint is
 * refused with a SOAP fault and never reaches the implementation. A misnamed policy file would deploy the endpoint
 * unsecured without any error; this is the test that notices.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class UnsecuredRequestIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EndpointAddresses addresses;

    @EJB
    InvocationCounter invocations;

    @Test
    void theSameRawRequestIsEchoedByTheBaseline() throws Exception {
        byte[] payload = Payloads.random(100);
        long before = invocations.count(Mechanism.PLAIN);

        HttpResponse<String> response = RawSoap.post(addresses.address(Mechanism.PLAIN), RawSoap.envelope(payload));

        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.body().contains(java.util.Base64.getEncoder().encodeToString(payload)), response.body());
        assertEquals(before + 1, invocations.count(Mechanism.PLAIN));
    }

    @Test
    void theBaselineAnswersTheRawRequestOfEveryOperation() throws Exception {
        Map<String, String> requests = RawSoap.everyOperation();
        assertEquals(Set.copyOf(EchoOperations.names()), requests.keySet(), "a raw request for every operation of Echo");
        for (Map.Entry<String, String> request : requests.entrySet()) {
            long before = invocations.count(Mechanism.PLAIN);
            HttpResponse<String> response = RawSoap.post(addresses.address(Mechanism.PLAIN), request.getValue());
            assertEquals(200, response.statusCode(), request.getKey() + ": " + response.body());
            assertTrue(response.body().contains(request.getKey() + "Response"), request.getKey() + ": " + response.body());
            assertEquals(before + 1, invocations.count(Mechanism.PLAIN), request.getKey() + " reached the implementation");
        }
    }

    /**
     * Every operation of every secured endpoint, under every suite: message policies attach per
     * operation, so an operation a policy left out would answer here.
     */
    @Test
    void everyOperationOfEverySecuredEndpointRefusesAnUnsecuredRequestUnderEverySuite() {
        List<Executable> checks = new ArrayList<>();
        for (Endpoint endpoint : Endpoint.all()) {
            if (!endpoint.mechanism().secured()) {
                continue;
            }
            for (Map.Entry<String, String> request : RawSoap.everyOperation().entrySet()) {
                checks.add(() -> {
                    long before = invocations.count(endpoint);
                    HttpResponse<String> response = RawSoap.post(addresses.address(endpoint), request.getValue());

                    String body = response.body();
                    String call = endpoint + " " + request.getKey();
                    assertTrue(body.contains("Fault>") && body.contains("faultstring"), call + " answers a SOAP fault: " + body);
                    assertFalse(body.contains(request.getKey() + "Response"), call + " does not answer");
                    assertEquals(before, invocations.count(endpoint), call + ": the implementation was not invoked");
                });
            }
        }
        assertTrue(checks.size() > Mechanism.all().size() * EchoOperations.names().size(),
                "secured endpoints under more than one suite, each operation: " + checks.size());
        assertAll(checks);
    }

    @Test
    void noEndpointExpandsADoctypeEntity() throws Exception {
        String secret = Files.readString(Path.of("/etc/hostname")).strip();
        String hostile = "<?xml version=\"1.0\"?><!DOCTYPE S:Envelope [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>"
                + "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
                + "<e:echo xmlns:e=\"urn:wsslab:echo\"><payload>&x;</payload></e:echo></S:Body></S:Envelope>";
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : Mechanism.all()) {
            checks.add(() -> {
                long before = invocations.count(mechanism);
                HttpResponse<String> response = RawSoap.post(addresses.address(mechanism), hostile);
                assertTrue(response.body().contains("Fault>"), mechanism.id() + " answers a fault: " + response.body());
                assertFalse(response.body().contains("echoResponse"), mechanism.id() + " does not echo");
                assertFalse(!secret.isEmpty() && response.body().contains(secret), mechanism.id() + " did not read the file");
                assertEquals(before, invocations.count(mechanism), mechanism.id() + "'s implementation was not invoked");
            });
        }
        assertAll(checks);
    }

    @Test
    void httpsOnlyEndpointsNeverServePlainHttp() {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : Mechanism.all()) {
            if (mechanism.transport() != Transport.HTTPS) {
                continue;
            }
            checks.add(() -> {
                long before = invocations.count(mechanism);
                HttpResponse<String> response = RawSoap.post(addresses.address(mechanism, Transport.HTTP),
                        RawSoap.envelope(Payloads.random(100)));

                // Refused or redirected to HTTPS, but never served.
                assertTrue(response.statusCode() >= 300, mechanism.id() + " over HTTP answered " + response.statusCode());
                assertFalse(response.body().contains("echoResponse"), mechanism.id() + " does not echo over HTTP");
                assertEquals(before, invocations.count(mechanism), mechanism.id() + "'s implementation was not invoked");
            });
        }
        assertFalse(checks.isEmpty(), "the catalog has HTTPS-only mechanisms");
        assertAll(checks);
    }
}
