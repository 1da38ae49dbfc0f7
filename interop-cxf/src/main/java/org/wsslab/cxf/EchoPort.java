package org.wsslab.cxf;

import org.apache.cxf.endpoint.Client;

/** A CXF client of one endpoint, with the status of its last response; closing it releases its connection. */
record EchoPort(Echo echo, Client client, ResponseStatus status) implements AutoCloseable {

    @Override
    public void close() {
        client.destroy();
    }
}
