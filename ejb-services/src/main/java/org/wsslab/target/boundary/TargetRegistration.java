package org.wsslab.target.boundary;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;
import org.wsslab.target.entity.Target;

/**
 * What POST /targets asks: a name for another server, and where it listens. {@link #check()} refuses
 * what cannot be a target in words for the user, one field at a time in a fixed order; whether it is
 * reachable and holds the lab's keys is {@link Targets#register}'s to find.
 */
public record TargetRegistration(String name, String host, Integer httpPort, Integer httpsPort) {

    static final Pattern NAME = Pattern.compile("[a-z0-9-]{1," + Target.MAX_NAME + "}");
    /** A host name: dot-separated labels of letters, digits and inner hyphens (RFC 1123), or an IPv4 literal. */
    static final Pattern HOST_NAME = Pattern.compile("(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)"
            + "(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.?");
    static final Pattern IPV4 = Pattern.compile("((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)");
    static final Pattern IPV6 = Pattern.compile("\\[?[0-9A-Fa-f:.]{2,45}]?");

    /** Refuses a name, host or port no target can have; the checked registration's addresses. */
    TargetAddresses check() {
        if (name == null) {
            throw Refusal.at("name", "missing; give a name of 1 to " + Target.MAX_NAME + " lower-case letters, digits or hyphens");
        }
        if (!NAME.matcher(name).matches()) {
            throw Refusal.at("name", "'" + name + "' is not allowed; a target's name is 1 to " + Target.MAX_NAME
                    + " lower-case letters, digits or hyphens");
        }
        if (name.equals(Target.LAB)) {
            throw Refusal.at("name", "'" + Target.LAB + "' is the lab's own server, always a target; choose another name");
        }
        if (host == null || !validHost(host)) {
            throw Refusal.at("host", (host == null ? "missing" : "'" + host + "' is not a host")
                    + "; give a host name (e.g. bench-2.example.org) or an IP address (e.g. 192.0.2.7, ::1)");
        }
        port("http_port", httpPort);
        port("https_port", httpsPort);
        return new TargetAddresses(host, httpPort, httpsPort);
    }

    private static void port(String field, Integer port) {
        if (port == null) {
            throw Refusal.at(field, "missing; give the target's port, from 1 to 65535");
        }
        if (port < 1 || port > 65535) {
            throw Refusal.at(field, port + " is not allowed; a port is from 1 to 65535");
        }
    }

    /** A host name, an IPv4 literal, or an IPv6 literal (in brackets or not), without looking anything up. */
    static boolean validHost(String host) {
        if (IPV4.matcher(host).matches()) {
            return true;
        }
        if (host.contains(":")) {
            if (!IPV6.matcher(host).matches() || host.startsWith("[") != host.endsWith("]")) {
                return false;
            }
            try {
                // A literal is parsed, never looked up: only a name would be.
                String bare = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
                return InetAddress.getByName(bare).getHostAddress().contains(":");
            } catch (UnknownHostException e) {
                return false;
            }
        }
        return !host.matches("[0-9.]+") && HOST_NAME.matcher(host).matches();
    }
}
