package org.wsslab.profile.entity;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a sample of the JVM's threads falls: the group of the code it was running. A sample is its
 * thread's stack; the first frame from the top that is not generic plumbing (collections, strings,
 * in-memory streams: see {@link #GENERIC}) decides, so a {@code HashMap.get} called by the
 * canonicaliser counts as XML and one called by the TLS engine as transport. Base64 is recognised by
 * name first (the frame's, or its caller's in the same class), wherever it lives (the JDK's, Metro's,
 * JAXB's), since every stack codes it its own way.
 */
public enum ProfileGroup {

    CRYPTO("cryptography", List.of("javax.crypto.", "com.sun.crypto.provider.", "sun.security.", "java.security.",
            "java.math.", "com.sun.org.apache.xml.internal.security.algorithms.", "org.apache.xml.security.algorithms.")),
    XML("XML parsing, canonicalisation and SOAP processing", List.of("com.sun.org.apache.", "org.apache.xml.security.",
            "com.sun.xml.", "com.oracle.webservices.", "org.glassfish.jaxb.", "com.sun.istack.", "org.jvnet.staxex.",
            "org.jvnet.mimepull.", "org.jvnet.fastinfoset.", "com.ctc.wstx.", "org.codehaus.stax2.", "javax.xml.", "jakarta.xml.",
            "org.w3c.", "org.xml.sax.", "jdk.xml.")),
    BASE64("base64", List.of()),
    TRANSPORT("I/O and transport", List.of("sun.nio.", "java.nio.channels.", "java.net.", "sun.net.", "jdk.internal.net.",
            "javax.net.", "sun.security.ssl.", "org.glassfish.grizzly.", "com.sun.enterprise.v3.services.impl.",
            "org.apache.catalina.connector.", "com.sun.xml.ws.transport.")),
    LAB("the lab's own code", List.of("org.wsslab.")),
    REST("the rest", List.of());

    /**
     * Plumbing every layer uses: a frame here says nothing about whose work it is, its caller does.
     * {@code java.nio.channels} is transport (checked first); the rest of java.nio is buffers.
     */
    static final List<String> GENERIC = List.of("java.lang.", "java.util.", "java.io.", "java.nio.", "jdk.internal.",
            "sun.misc.", "sun.reflect.", "jdk.proxy", "com.sun.proxy.");

    /** The groups whose prefixes are tried, in this order: the more specific first (TLS before the rest of sun.security). */
    private static final List<ProfileGroup> BY_PREFIX = List.of(TRANSPORT, CRYPTO, XML, LAB);

    private final String label;
    private final List<String> prefixes;

    ProfileGroup(String label, List<String> prefixes) {
        this.label = label;
        this.prefixes = prefixes;
    }

    /** As the API and exports name it: crypto, xml, base64, transport, lab, rest. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String label() {
        return label;
    }

    public static Optional<ProfileGroup> byId(String id) {
        for (ProfileGroup group : values()) {
            if (group.id().equals(id)) {
                return Optional.of(group);
            }
        }
        return Optional.empty();
    }

    /** One frame of a sampled stack: the class (binary name) and the method it was in. */
    public record Frame(String type, String method) {
        @Override
        public String toString() {
            return type + "." + method;
        }
    }

    /** A sample's group and the frame that decided it (the top frame if every frame was generic). */
    public record Attribution(ProfileGroup group, Frame frame) {
    }

    /** Where a stack, top frame first, falls; an empty stack (a thread sampled outside Java code) is the rest. */
    public static Attribution of(List<Frame> topFirst) {
        for (int i = 0; i < topFirst.size(); i++) {
            Frame frame = topFirst.get(i);
            boolean generic = GENERIC.stream().anyMatch(frame.type()::startsWith);
            if (isBase64(frame) || i + 1 < topFirst.size() && isHelperOfBase64(frame, topFirst.get(i + 1))) {
                return new Attribution(BASE64, frame);
            }
            Optional<ProfileGroup> group = BY_PREFIX.stream().filter(g -> g.holds(frame.type())).findFirst();
            if (group.isPresent()) {
                return new Attribution(group.get(), frame);
            }
            if (!generic) {
                return new Attribution(REST, frame);
            }
        }
        return new Attribution(REST, topFirst.isEmpty() ? new Frame("(no Java frame)", "") : topFirst.get(0));
    }

    private boolean holds(String type) {
        return prefixes.stream().anyMatch(type::startsWith);
    }

    /**
     * A codec's private helper (JAXB's DatatypeConverterImpl.guessLength under _parseBase64Binary) is
     * the codec's work; what a base64 holder calls in another class (the stream it writes to) is not.
     */
    private static boolean isHelperOfBase64(Frame frame, Frame caller) {
        return frame.type().equals(caller.type()) && isBase64(caller);
    }

    private static boolean isBase64(Frame frame) {
        return frame.type().toLowerCase(Locale.ROOT).contains("base64") || frame.method().toLowerCase(Locale.ROOT).contains("base64");
    }
}
