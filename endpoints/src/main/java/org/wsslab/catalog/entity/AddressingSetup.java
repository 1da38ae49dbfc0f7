package org.wsslab.catalog.entity;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What the policies of the mechanisms that sign their WS-Addressing headers say about where answers
 * go: bin/wsslab start's {@code --addressing}, applied to the policy files by the build
 * ({@code catalog.generate.AddressingPolicies}) and recorded in every run's environment.
 *
 * <p>Why a set-up: the attack matrix found that an unsigned wsa:FaultTo placed before the signed one
 * makes Metro POST its fault to the attacker's address (docs/security.md). Under
 * {@code anonymous-responses} the policies require anonymous responses
 * ({@code wsam:AnonymousResponses}): Metro's server then returns every answer, faults included, on
 * the connection that brought the request, and refuses a request naming any other ReplyTo or FaultTo.
 * The lab's clients always ask for anonymous responses, so their calls do not change.
 */
public enum AddressingSetup {

    /** The policies as written: {@code wsam:Addressing} alone, responses wherever ReplyTo and FaultTo say. */
    DEFAULT("default", "<wsam:Addressing%s/>"),

    /** {@code wsam:Addressing} with {@code wsam:AnonymousResponses} nested: every answer on the back channel. */
    ANONYMOUS_RESPONSES("anonymous-responses",
            "<wsam:Addressing%s><wsp:Policy><wsam:AnonymousResponses/></wsp:Policy></wsam:Addressing>");

    /** One wsam:Addressing element, empty or holding a nested policy; its attributes are kept. */
    private static final Pattern ADDRESSING = Pattern.compile("(?s)<wsam:Addressing((?:\\s[^>]*?)?)(?:/>|>.*?</wsam:Addressing>)");

    private final String id;
    private final String element;

    AddressingSetup(String id, String element) {
        this.id = id;
        this.element = element;
    }

    /** The stable id: bin/wsslab start's option value and the environment's {@code addressing_setup}. */
    public String id() {
        return id;
    }

    public static Optional<AddressingSetup> byId(String id) {
        return Arrays.stream(values()).filter(setup -> setup.id.equals(id)).findFirst();
    }

    /** The ids a user may give, for a refusal to name. */
    public static String allowed() {
        return Arrays.stream(values()).map(AddressingSetup::id).collect(Collectors.joining(", "));
    }

    /**
     * The mechanisms a set-up applies to: those that sign their WS-Addressing headers, where the
     * matrix found the diversion. The others keep their policies under every set-up (encrypt-only's
     * altered ReplyTo, honoured, is what proves the matrix's attacker listener).
     */
    public static List<Mechanism> mechanisms() {
        return Arrays.stream(Mechanism.values()).filter(m -> m.addressing() && m.integrity() == Protection.MESSAGE).toList();
    }

    /**
     * The policy with its wsam:Addressing element as this set-up writes it, whichever set-up wrote it
     * before (a second build reads the copy an earlier build changed). Refuses a policy without exactly
     * one such element, naming it.
     */
    public String applyTo(String policy, String name) {
        List<MatchResult> found = ADDRESSING.matcher(policy).results().toList();
        if (found.size() != 1) {
            throw new IllegalStateException(name + ": expected one wsam:Addressing element, found " + found.size());
        }
        MatchResult only = found.get(0);
        return policy.substring(0, only.start()) + element.formatted(only.group(1)) + policy.substring(only.end());
    }

    /** The set-up a policy was written under: anonymous responses required or not. */
    public static AddressingSetup of(String policy) {
        return policy.contains("<wsam:AnonymousResponses/>") ? ANONYMOUS_RESPONSES : DEFAULT;
    }
}
