package org.wsslab.arquillian;

import org.jboss.arquillian.core.spi.LoadableExtension;

/** Registers {@link SharedLabDeployment}: the ITs share one deployment of the lab per server. */
public final class SharedLabExtension implements LoadableExtension {

    @Override
    public void register(ExtensionBuilder builder) {
        builder.observer(SharedLabDeployment.class);
    }
}
