package org.wsslab.targetweb;

import jakarta.json.Json;
import jakarta.json.JsonObjectBuilder;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.wsslab.server.ServerIdentity;

/**
 * {@code GET /wsslab-target/identity}: who this server is, for the lab that registers it as a target
 * (is it reachable, is it a wsslab target, does it hold the lab's keys, is it the lab's own JVM) and
 * records it in a run's environment. Nothing secret: versions, ports, the keys' public fingerprint.
 */
@WebServlet("/identity")
public class IdentityServlet extends HttpServlet {

    static final String APPLICATION = "wsslab-target";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ServerIdentity identity = ServerIdentity.ofThisServer();
        JsonObjectBuilder json = Json.createObjectBuilder().add("application", APPLICATION).add("glassfish", identity.glassfish())
                .add("jvm", identity.jvm()).add("jvm_id", identity.jvmId()).add("started", identity.started())
                .add("http_port", identity.httpPort()).add("https_port", identity.httpsPort());
        nullable(json, "keys", identity.keys());
        nullable(json, "cpus", identity.cpus());
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.getWriter().write(json.build().toString());
    }

    private static void nullable(JsonObjectBuilder json, String name, String value) {
        if (value == null) {
            json.addNull(name);
        } else {
            json.add(name, value);
        }
    }
}
