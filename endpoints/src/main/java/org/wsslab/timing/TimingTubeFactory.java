package org.wsslab.timing;

import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.assembler.dev.ClientTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.ServerTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.TubeFactory;

/**
 * Puts the timing tubes into every tubeline of the lab, on each side next to the transport
 * ({@code META-INF/metro.xml} lists it there: after Metro's transport factory on the endpoint side,
 * before it on the client side), so that they see the messages as they cross HTTP: secured, and
 * around everything Metro does with them.
 */
public final class TimingTubeFactory implements TubeFactory {

    @Override
    public Tube createTube(ClientTubelineAssemblyContext context) {
        return new ClientExchangeTube(context.getTubelineHead());
    }

    @Override
    public Tube createTube(ServerTubelineAssemblyContext context) {
        return new ServerTimeTube(context.getTubelineHead());
    }
}
