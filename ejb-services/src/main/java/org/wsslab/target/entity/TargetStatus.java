package org.wsslab.target.entity;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;

/**
 * A target as read now: its name and addresses, and either its identity (what it runs, its placement
 * beside the lab, whether it holds the lab's keys) or why it could not be reached.
 *
 * @param registered when it was registered; null for the lab's own
 * @param identity null when not reached
 * @param placement null when not reached
 * @param reason why it was not reached; null when it was
 */
public record TargetStatus(String name, TargetAddresses addresses, Instant registered, TargetIdentity identity, Placement placement,
        boolean keysMatch, String reason) {

    /** What a run's targets words on the keys: what to do about them. */
    public static final String OTHER_KEYS = "holds other keys than the lab: export the lab's keys with bin/wsslab keys export"
            + " and import them there";

    public static TargetStatus reached(String name, TargetAddresses addresses, Instant registered, TargetIdentity identity,
            Placement placement, boolean keysMatch) {
        return new TargetStatus(name, addresses, registered, identity, placement, keysMatch, null);
    }

    public static TargetStatus unreachable(String name, TargetAddresses addresses, Instant registered, String reason) {
        return new TargetStatus(name, addresses, registered, null, null, false, reason);
    }

    /** Its http base, {@code http://host:port}: where the lab reads it, as the API shows it. */
    public String address() {
        return addresses.httpBase();
    }

    public String host() {
        return addresses.host();
    }

    public int httpPort() {
        return addresses.httpPort();
    }

    public int httpsPort() {
        return addresses.httpsPort();
    }

    public boolean reachable() {
        return identity != null;
    }

    public boolean lab() {
        return Target.LAB.equals(name);
    }

    /**
     * The names the lab's TLS certificate carries (truststores' generate-stores.sh: {@code san=dns:localhost,ip:127.0.0.1}):
     * the only hosts an HTTPS call passes its host-name check at.
     */
    public static final Set<String> CERTIFICATE_NAMES = Set.of("localhost", "127.0.0.1");

    /**
     * The endpoints of a run this target can serve. A target is called by its host, and a host the lab's
     * TLS certificate does not name (another host, or a loopback address other than 127.0.0.1) fails every
     * HTTPS mechanism's host-name check: named by the user ({@code named}), they are refused at
     * {@code mechanisms}; chosen by default, they are left out, as unavailable ones are. A known limit
     * (docs/running.md, "Targets").
     */
    public List<Endpoint> servable(List<Endpoint> endpoints, boolean named) {
        if (CERTIFICATE_NAMES.contains(addresses.host().toLowerCase(Locale.ROOT))) {
            return endpoints;
        }
        List<String> https = endpoints.stream().filter(e -> e.mechanism().transport() == Transport.HTTPS).map(Endpoint::toString)
                .distinct().toList();
        if (https.isEmpty()) {
            return endpoints;
        }
        if (named) {
            throw Refusal.at("mechanisms", String.join(", ", https) + " run over HTTPS, and target '" + name + "' is called at "
                    + addresses.host() + ", which the lab's TLS certificate does not name (it names " + String.join(" and ",
                            CERTIFICATE_NAMES.stream().sorted().toList())
                    + "), so the host-name check would fail every call;"
                    + " name only mechanisms over HTTP for this target (a known limit: docs/running.md, \"Targets\")");
        }
        return endpoints.stream().filter(e -> e.mechanism().transport() != Transport.HTTPS).toList();
    }
}
