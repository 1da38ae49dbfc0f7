package org.wsslab.run.store.entity;

import org.wsslab.catalog.entity.Endpoint;

/**
 * What one endpoint put on the wire at one size of a growth run's series: the request's and the
 * response's bodies as one probe call, outside the measured ones, read them between two rounds.
 */
public record GrowthWirePoint(Endpoint endpoint, int size, long requestBytes, long responseBytes) {

    public long bytes() {
        return requestBytes + responseBytes;
    }
}
