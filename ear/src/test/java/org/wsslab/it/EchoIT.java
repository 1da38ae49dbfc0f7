package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;

/** Every catalog mechanism echoes random payloads byte for byte through the engine's client path. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class EchoIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @EJB
    InvocationCounter invocations;

    @Test
    void everyMechanismEchoesEverySizeByteForByte() {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : Mechanism.all()) {
            checks.add(() -> {
                Echo port = ports.open(mechanism);
                long before = invocations.count(mechanism);
                for (int size : Payloads.SIZES) {
                    byte[] payload = Payloads.random(size);
                    assertArrayEquals(payload, port.echo(payload), mechanism.id() + " at " + size + " B");
                }
                assertEquals(before + Payloads.SIZES.length, invocations.count(mechanism),
                        mechanism.id() + ": each call reached the implementation once");
            });
        }
        assertAll(checks);
    }
}
