package org.wsslab.catalog.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.EchoOperations;

/**
 * Build step (ejb-services, process-classes, before {@link SuiteEndpoints}): binds every operation of
 * {@link Echo} to its endpoint's message policy. WS-SecurityPolicy attaches what a message must sign
 * and encrypt per operation, so an operation a policy file does not name is deployed unsecured, with
 * no error. Each hand-written policy names one operation, {@code echo}; this step gives every other
 * operation of the interface a copy of {@code echo}'s portType and binding entries (same policy
 * references), in the unpacked copy the application is built from. Adding an operation to the
 * interface thus secures it everywhere; UnsecuredRequestIT proves it from the published WSDLs.
 */
public final class OperationPolicies {

    static final String TEMPLATE = EchoOperations.ECHO;
    private static final Pattern TEMPLATE_BLOCK = Pattern.compile("(?s)([ \\t]*)<operation name=\"" + TEMPLATE + "\">.*?</operation>\\R");
    private static final Pattern TEMPLATE_MESSAGES = Pattern.compile(
            "([ \\t]*)<message name=\"" + TEMPLATE + "\"/>\\R\\s*<message name=\"" + TEMPLATE + "Response\"/>\\R");

    private OperationPolicies() {
    }

    /** {@code args}: the classes folder holding the unpacked policies. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: OperationPolicies <classes folder>");
        }
        Path classes = Path.of(args[0]);
        for (Mechanism mechanism : Mechanism.values()) {
            Endpoint endpoint = mechanism.endpoint();
            if (endpoint.policyFile().isPresent()) {
                Path file = classes.resolve(endpoint.policyFile().get());
                String policy = Files.readString(file, StandardCharsets.UTF_8);
                Files.writeString(file, bindEveryOperation(policy, EchoOperations.names(), file.toString()), StandardCharsets.UTF_8);
            }
        }
    }

    /**
     * The policy with {@code echo}'s messages, portType operation and binding operation repeated for
     * each other operation; an operation already there is left as it is (a second build reads the copy
     * it changed). Refuses a policy whose template is not there exactly once in each place.
     */
    static String bindEveryOperation(String policy, List<String> operations, String name) {
        Matcher messages = TEMPLATE_MESSAGES.matcher(policy);
        if (!messages.find()) {
            throw new IllegalStateException(name + ": expected <message name=\"echo\"/> and <message name=\"echoResponse\"/>");
        }
        List<MatchResult> blocks = TEMPLATE_BLOCK.matcher(policy).results().toList();
        if (blocks.size() != 2) {
            throw new IllegalStateException(name + ": expected operation echo once in portType and once in binding, found "
                    + blocks.size());
        }
        StringBuilder moreMessages = new StringBuilder();
        StringBuilder portTypeOperations = new StringBuilder();
        StringBuilder bindingOperations = new StringBuilder();
        for (String operation : operations) {
            if (operation.equals(TEMPLATE) || policy.contains("<operation name=\"" + operation + "\">")) {
                continue;
            }
            moreMessages.append(messages.group().replace("\"" + TEMPLATE, "\"" + operation));
            portTypeOperations.append(renamed(blocks.get(0).group(), operation));
            bindingOperations.append(renamed(blocks.get(1).group(), operation));
        }
        // From the end backwards, so the earlier offsets still hold.
        StringBuilder result = new StringBuilder(policy);
        result.insert(blocks.get(1).end(), bindingOperations);
        result.insert(blocks.get(0).end(), portTypeOperations);
        result.insert(messages.end(), moreMessages);
        return result.toString();
    }

    private static String renamed(String block, String operation) {
        return block.replace("<operation name=\"" + TEMPLATE + "\">", "<operation name=\"" + operation + "\">")
                .replace("\"tns:" + TEMPLATE + "\"", "\"tns:" + operation + "\"")
                .replace("\"tns:" + TEMPLATE + "Response\"", "\"tns:" + operation + "Response\"");
    }
}
