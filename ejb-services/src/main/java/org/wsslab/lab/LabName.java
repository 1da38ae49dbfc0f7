package org.wsslab.lab;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.wsslab.refusal.Refusal;

/**
 * The name of this lab: the system property {@value #PROPERTY} (bin/domain-setup --lab, bin/wsslab start
 * --lab) or, when it is absent, the host name. Labs sharing one results store are told apart by it, so
 * it is kept to what is safe in a URL, a file name and an SQL literal: {@value #ALLOWED}.
 */
public final class LabName {

    /** The JVM system property that names the lab. */
    public static final String PROPERTY = "wsslab.lab.name";

    /** The longest name: a DNS label's, so that a host name always fits. */
    public static final int MAX_LENGTH = 63;

    /** What a lab name may be, in words, for every message that refuses one. */
    public static final String ALLOWED = "1 to 63 characters: letters, digits, '.', '_' or '-', starting with a letter or digit";

    private static final Pattern FORM = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,62}");

    private LabName() {
    }

    /**
     * This lab's name, read each time (a test may set the property); refused with an IllegalStateException
     * naming the property when it is set to something not allowed, so that the application does not start
     * stamping records with it.
     */
    public static String current() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null) {
            if (!valid(configured)) {
                throw new IllegalStateException("the system property " + PROPERTY + " is \"" + configured + "\"; a lab name is "
                        + ALLOWED + " (bin/wsslab start --lab NAME sets it)");
            }
            return configured;
        }
        return fromHost(hostName());
    }

    /** Whether a text is a lab name. */
    public static boolean valid(String name) {
        return name != null && FORM.matcher(name).matches();
    }

    /**
     * A lab name given in a request (a filter), or null when none is given; refused naming {@code field} when
     * it is not one.
     */
    public static String requested(String field, String name) {
        if (name == null || name.isEmpty()) {
            return null;
        }
        if (!valid(name)) {
            throw Refusal.about(field, field + " is \"" + name + "\"; a lab name is " + ALLOWED);
        }
        return name;
    }

    /**
     * The lab name a host name gives: its first label when the whole does not fit (a long FQDN), and
     * "lab" when even that does not (a host with no usable name), so that a lab always starts.
     */
    static String fromHost(String host) {
        if (valid(host)) {
            return host;
        }
        String first = host == null ? "" : host.split("\\.", 2)[0];
        return valid(first) ? first : "lab";
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
        } catch (UnknownHostException e) {
            return System.getenv().getOrDefault("HOSTNAME", "");
        }
    }
}
