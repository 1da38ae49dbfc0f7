package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import org.wsslab.target.boundary.TargetRegistration;

/** The body of POST /targets as JSON-B reads it (RequestBodies: no other field, whole numbers for ports); Targets checks the rest. */
public class TargetRequestBody {

    public String name;
    public String host;
    @JsonbProperty("http_port")
    public Integer httpPort;
    @JsonbProperty("https_port")
    public Integer httpsPort;

    TargetRegistration registration() {
        return new TargetRegistration(name, host, httpPort, httpsPort);
    }
}
