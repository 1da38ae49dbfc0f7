package org.wsslab.catalog.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;

/**
 * The catalog as the console and the API show it: every mechanism, probed now. A mechanism is
 * probed at its catalog suite's endpoint; {@link #suites} probes each suite it offers.
 */
@Stateless
public class Catalog {

    @Inject
    EndpointAddresses addresses;

    @Inject
    PolicyProbe probe;

    public List<EndpointStatus> mechanisms() {
        return mechanisms(addresses.lab());
    }

    /** Every mechanism at its catalog suite's endpoint on a server (a run's target), probed now. */
    private List<EndpointStatus> mechanisms(TargetAddresses target) {
        return Mechanism.all().stream().map(m -> status(m.endpoint(), target)).toList();
    }

    /** The mechanisms whose endpoint is available now (its WSDL carries the claimed policy), in catalog order. */
    public List<Mechanism> available() {
        return mechanisms().stream().filter(EndpointStatus::available).map(EndpointStatus::mechanism).toList();
    }

    public EndpointStatus status(Mechanism mechanism) {
        return status(mechanism.endpoint());
    }

    /** The mechanism under each suite it offers, its catalog suite first (see {@link Mechanism#suites()}). */
    public List<EndpointStatus> suites(Mechanism mechanism) {
        return mechanism.suites().stream().map(mechanism::under).map(this::status).toList();
    }

    public EndpointStatus status(Endpoint endpoint) {
        return status(endpoint, addresses.lab());
    }

    private EndpointStatus status(Endpoint endpoint, TargetAddresses target) {
        var wsdl = target.wsdl(endpoint);
        var verdict = endpoint.knownFailure().map(PolicyProbe.Verdict::no).orElseGet(() -> probe.probe(endpoint, wsdl));
        return new EndpointStatus(endpoint, target.address(endpoint), wsdl, verdict.available(), verdict.reason());
    }

    /**
     * The available endpoints a (checked) selection asks for, in catalog order: those of the mechanisms
     * it names, or of every available mechanism; each mechanism that offers a choice of suite under
     * each suite named (or the selection's default); any other under its own.
     * What is not available is left out, unless the user named it (the mechanism, and either its
     * suite or a mechanism with no other): that refuses the request with the reason, as does a suite
     * none of the named mechanisms offers.
     */
    public List<Endpoint> chosen(EndpointSelection selection) {
        return chosen(selection, addresses.lab());
    }

    /** As {@link #chosen(EndpointSelection)}, available on a run's target: its endpoints are the ones the run calls. */
    public List<Endpoint> chosen(EndpointSelection selection, TargetAddresses target) {
        List<AlgorithmSuite> suites = selection.suitesOrDefault();
        List<EndpointStatus> statuses = mechanisms(target);
        List<Mechanism> named = new ArrayList<>();
        if (selection.mechanisms() == null) {
            statuses.stream().filter(EndpointStatus::available).map(EndpointStatus::mechanism).forEach(named::add);
        } else {
            for (String id : selection.mechanisms()) {
                named.add(Mechanism.byId(id).orElseThrow(() -> Refusal.unknownMechanism("mechanisms", id)));
            }
            if (selection.suites() != null) {
                refuseSuitesNoneOffers(named, suites);
            }
        }
        List<Endpoint> chosen = new ArrayList<>();
        for (Endpoint endpoint : Endpoint.measured(named, suites)) {
            // The catalog suites were probed above: only the other suites' WSDLs are fetched again.
            EndpointStatus status = endpoint.isCatalogSuite()
                    ? statuses.stream().filter(s -> s.endpoint().equals(endpoint)).findFirst().orElseThrow()
                    : status(endpoint, target);
            boolean namedByTheUser = selection.mechanisms() != null && (selection.suites() != null || endpoint.isCatalogSuite());
            if (status.available()) {
                chosen.add(endpoint);
            } else if (namedByTheUser) {
                throw Refusal.at("mechanisms", "'" + endpoint + "' is not available now (" + status.unavailableReason()
                        + "); available are " + statuses.stream().filter(EndpointStatus::available)
                                .map(s -> s.mechanism().id()).collect(Collectors.joining(", ")));
            }
        }
        return chosen;
    }

    /** A suite other than the catalog's asked of mechanisms none of which offers a choice: a mistake, said so. */
    private static void refuseSuitesNoneOffers(List<Mechanism> named, List<AlgorithmSuite> suites) {
        boolean another = suites.stream().anyMatch(s -> s != AlgorithmSuite.DEFAULT);
        if (another && named.stream().allMatch(m -> m.suites().size() < 2)) {
            throw Refusal.at("suites", suites.stream().map(AlgorithmSuite::assertion).toList() + " apply to none of "
                    + named.stream().map(Mechanism::id).toList() + ", which have a suite of their own; the mechanisms that"
                    + " offer a choice of suite are " + Mechanism.all().stream().filter(m -> m.suites().size() > 1)
                            .map(Mechanism::id).collect(Collectors.joining(", ")));
        }
    }
}
