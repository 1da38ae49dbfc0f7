package org.wsslab.client.control;

import com.sun.xml.ws.api.security.trust.client.STSIssuedTokenConfiguration;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.wsslab.sts.boundary.LabSecurityTokenService;

/**
 * What an issued-token port asks its STS for. The lifetime is asked for explicitly, so the client
 * knows when its token expires (Metro's STS grants what the client asks).
 */
public record TokenRequest(URI sts, Duration lifetime) {

    /** Longer than any 100-call cell, 1 MB included (~0.5 s a call on a 2-core machine). */
    public static final Duration DEFAULT_LIFETIME = Duration.ofHours(1);

    public TokenRequest {
        if (lifetime.isNegative() || lifetime.isZero() || lifetime.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a token lifetime must be between 1 ms and ~24 days, not " + lifetime);
        }
    }

    public TokenRequest withLifetime(Duration lifetime) {
        return new TokenRequest(sts, lifetime);
    }

    /**
     * Names the STS in the port's request context, at run time because the lab's and the test
     * domain's STS listen on different ports. Not through Metro's STSIssuedTokenFeature: with that
     * feature Metro asks the STS for a new token on every call (SecurityClientTube), which would put
     * an STS round trip into every measured call; this way the port fetches one token and keeps it.
     */
    void applyTo(Map<String, Object> requestContext) {
        requestContext.put(STSIssuedTokenConfiguration.STS_ENDPOINT, sts.toString());
        requestContext.put(STSIssuedTokenConfiguration.STS_WSDL_LOCATION, sts + "?wsdl");
        requestContext.put(STSIssuedTokenConfiguration.STS_SERVICE_NAME, LabSecurityTokenService.SERVICE);
        requestContext.put(STSIssuedTokenConfiguration.STS_PORT_NAME, LabSecurityTokenService.PORT);
        requestContext.put(STSIssuedTokenConfiguration.STS_NAMESPACE, LabSecurityTokenService.NAMESPACE);
        requestContext.put(STSIssuedTokenConfiguration.LIFE_TIME, (int) lifetime.toMillis());
    }
}
