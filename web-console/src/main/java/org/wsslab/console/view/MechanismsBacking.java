package org.wsslab.console.view;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;
import java.util.List;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;

/** Backs index.xhtml: the catalog, probed once per request. */
@Named
@RequestScoped
public class MechanismsBacking {

    @Inject
    Catalog catalog;

    private List<EndpointStatus> mechanisms;

    @PostConstruct
    void load() {
        mechanisms = catalog.mechanisms();
    }

    public List<EndpointStatus> getMechanisms() {
        return mechanisms;
    }
}
