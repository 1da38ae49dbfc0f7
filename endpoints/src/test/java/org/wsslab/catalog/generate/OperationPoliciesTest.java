package org.wsslab.catalog.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.echo.control.EchoOperations;

/** How the build binds every operation of Echo to a policy's message protection. */
class OperationPoliciesTest {

    private static final String POLICY = """
            <definitions>
              <message name="echo"/>
              <message name="echoResponse"/>
              <portType name="Echo">
                <operation name="echo">
                  <input message="tns:echo"/>
                  <output message="tns:echoResponse"/>
                </operation>
              </portType>
              <binding name="XEchoPortBinding" type="tns:Echo">
                <operation name="echo">
                  <input><wsp:PolicyReference URI="#XMessage"/></input>
                  <output><wsp:PolicyReference URI="#XMessage"/></output>
                </operation>
              </binding>
              <wsp:Policy wsu:Id="XMessage"/>
            </definitions>
            """;

    @Test
    void theOperationsAreEchosFirstThenTheRest() {
        List<String> operations = EchoOperations.names();
        assertEquals("echo", operations.get(0));
        assertEquals(List.of("accept", "echo", "echoPayload", "fetch"), operations.stream().sorted().toList());
    }

    @Test
    void eachOtherOperationGetsEchosMessagesDeclarationAndPolicyReferences() {
        String bound = OperationPolicies.bindEveryOperation(POLICY, List.of("echo", "fetch"), "test");
        assertTrue(bound.contains("<message name=\"fetch\"/>"), bound);
        assertTrue(bound.contains("<message name=\"fetchResponse\"/>"), bound);
        assertTrue(bound.contains("    <operation name=\"fetch\">\n      <input message=\"tns:fetch\"/>\n"
                + "      <output message=\"tns:fetchResponse\"/>\n    </operation>\n  </portType>"), bound);
        assertTrue(bound.contains("    <operation name=\"fetch\">\n      <input><wsp:PolicyReference URI=\"#XMessage\"/></input>\n"
                + "      <output><wsp:PolicyReference URI=\"#XMessage\"/></output>\n    </operation>\n  </binding>"), bound);
        assertEquals(4, bound.split("PolicyReference URI=\"#XMessage\"", -1).length - 1, bound);
    }

    @Test
    void aSecondBuildChangesNothing() {
        String once = OperationPolicies.bindEveryOperation(POLICY, List.of("echo", "fetch", "accept"), "test");
        assertEquals(once, OperationPolicies.bindEveryOperation(once, List.of("echo", "fetch", "accept"), "test"));
    }

    @Test
    void aPolicyWithoutTheTemplateIsRefused() {
        String noBinding = POLICY.replace("<operation name=\"echo\">\n      <input><wsp", "<operation name=\"other\">\n      <input><wsp");
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> OperationPolicies.bindEveryOperation(noBinding, List.of("echo", "fetch"), "x.xml"));
        assertEquals("x.xml: expected operation echo once in portType and once in binding, found 1", refused.getMessage());
        assertThrows(IllegalStateException.class, () -> OperationPolicies.bindEveryOperation(
                POLICY.replace("<message name=\"echoResponse\"/>", ""), List.of("echo"), "x.xml"));
    }
}
