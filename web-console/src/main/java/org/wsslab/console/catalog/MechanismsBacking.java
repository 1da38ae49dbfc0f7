package org.wsslab.console.catalog;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;
import org.wsslab.catalog.entity.Mechanism;

/** Backs index.xhtml: the catalog, every mechanism under every suite it offers, probed once per request. */
@Named
@RequestScoped
public class MechanismsBacking {

    @Inject
    Catalog catalog;

    private final Map<Mechanism, List<EndpointStatus>> suites = new LinkedHashMap<>();

    @PostConstruct
    void load() {
        Mechanism.all().forEach(m -> suites.put(m, catalog.suites(m)));
    }

    /** Each mechanism at its catalog suite's endpoint. */
    public List<EndpointStatus> getMechanisms() {
        return suites.values().stream().map(statuses -> statuses.get(0)).toList();
    }

    /** The mechanism under each suite it offers besides the catalog's; empty where its suite is fixed. */
    public List<EndpointStatus> otherSuites(Mechanism mechanism) {
        List<EndpointStatus> offered = suites.get(mechanism);
        return offered.subList(1, offered.size());
    }
}
