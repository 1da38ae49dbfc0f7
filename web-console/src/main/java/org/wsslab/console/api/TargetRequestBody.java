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
    /** Optional, with admin_password_file: the target domain's admin port on this host, which makes it restartable. */
    @JsonbProperty("admin_port")
    public Integer adminPort;
    /** The path of the target domain's admin password file on the lab's host: never the password. */
    @JsonbProperty("admin_password_file")
    public String adminPasswordFile;

    TargetRegistration registration() {
        return new TargetRegistration(name, host, httpPort, httpsPort, adminPort, adminPasswordFile);
    }
}
