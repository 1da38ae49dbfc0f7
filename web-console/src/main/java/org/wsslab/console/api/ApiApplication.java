package org.wsslab.console.api;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** The REST API described in docs/api.md, under /wsslab/api. */
@ApplicationPath("api")
public class ApiApplication extends Application {
}
