package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import org.wsslab.interop.entity.InteropOutcome;
import org.wsslab.refusal.Characters;
import org.wsslab.refusal.EnumName;
import org.wsslab.refusal.Within;
import org.wsslab.workload.entity.Shape;

/**
 * The body of POST /interop as JSON-B reads it: the client, the Metro run beside it and a result per
 * endpoint, each value of its type (BodyValues), each value's bounds and what is required a Bean
 * Validation constraint (the rules across a value's fields are {@link InteropRules}); InteropReportReader
 * refuses them in a fixed order, between what only the catalog knows.
 */
public class InteropReportBody {

    /**
     * What an interoperability check is, as a constraint's message says it: a message's braces are
     * escaped, as {…} names a parameter there. The outcomes are InteropOutcome's (InteropReportConstraintsTest).
     */
    static final String SHAPE_MESSAGE = "an interoperability check is a JSON object \\{\"client\": \"the stack, its version, the JVM\","
            + " \"metro_run\": id of the completed run that measured Metro beside it (optional), \"results\": [\\{\"mechanism\": id,"
            + " \"suite\": suite (null: the mechanism's own), \"outcome\": \"INTEROPERATES|FAILS|NOT_TESTABLE\", \"reason\": text"
            + " (required unless it interoperates), \"refused_by\": \"server\"|\"client\"|null (null: nobody refused, e.g. an echo"
            + " that came back altered), \"calls\": calls timed per size, \"sizes\": [\\{\"bytes\": n, \"rtt_median_ns\": n\\}]\\}]\\}";
    /** The same sentence as a refusal says it. */
    static final String SHAPE = SHAPE_MESSAGE.replace("\\", "");
    static final String SIZE_MESSAGE = "exactly \\{\"bytes\": n, \"rtt_median_ns\": n\\}";
    static final String SIZE = SIZE_MESSAGE.replace("\\", "");
    /** Text with a character that is no white space (as String.isBlank sees white space): blank is said "empty". */
    static final String GIVEN = "(?s).*\\P{javaWhitespace}.*";

    static final int MAX_CLIENT = 200;
    static final int MAX_REASON = 4000;
    /** A round trip longer than an hour is no measurement. */
    static final long MAX_RTT_NANOS = 3_600_000_000_000L;
    static final int MAX_CALLS = 1_000_000;

    @NotNull(message = "required; " + SHAPE_MESSAGE)
    @Pattern(regexp = GIVEN, message = "empty; " + SHAPE_MESSAGE)
    @Characters(max = MAX_CLIENT, message = "{length} characters; at most {max}")
    public String client;
    @JsonbProperty("metro_run")
    @Within(min = 1, max = Long.MAX_VALUE, message = "${validatedValue} is out of range; from {min} to {max}")
    public Long metroRun;
    // JSON-B never gives a null result: BodyValues.Objects refuses an item that is no object.
    @JsonbTypeDeserializer(Results.class)
    @NotEmpty(message = "give at least one result, as an array; " + SHAPE_MESSAGE)
    public List<@Valid Result> results;

    /** Reads the results, each an object. */
    public static final class Results extends BodyValues.Objects<Result> {
        public Results() {
            super(Result.class);
        }
    }

    /** Reads a result's sizes, each an object. */
    public static final class Sizes extends BodyValues.Objects<Size> {
        public Sizes() {
            super(Size.class);
        }
    }

    /** What the other stack found at one endpoint. */
    @InteropRules.ReasonUnlessInteroperates(message = "{outcome} needs its reason, in the words of the side that refused")
    @InteropRules.MeasuredIfInteroperates(message = "an endpoint that interoperates has calls and the sizes it echoed, with their medians")
    public static class Result {
        @NotNull(message = "required; " + SHAPE_MESSAGE)
        @Pattern(regexp = GIVEN, message = "empty; " + SHAPE_MESSAGE)
        public String mechanism;
        public String suite;
        @NotNull(message = "required; " + SHAPE_MESSAGE)
        @Pattern(regexp = GIVEN, message = "empty; " + SHAPE_MESSAGE)
        @EnumName(value = InteropOutcome.class, message = "'${validatedValue}' is not an outcome; the outcomes are {names}")
        public String outcome;
        /** Blank is no reason: the reader stores none. */
        @Characters(max = MAX_REASON, message = "{length} characters; at most {max}")
        public String reason;
        @JsonbProperty("refused_by")
        @Pattern(regexp = "server|client", message = "'${validatedValue}'; \"server\", \"client\" or null")
        public String refusedBy;
        @Within(min = 0, max = MAX_CALLS, message = "${validatedValue} is out of range; from {min} to {max}")
        public Long calls;
        @JsonbTypeDeserializer(Sizes.class)
        public List<@Valid Size> sizes;
    }

    /** One size it echoed, with its median round trip. */
    @InteropRules.BothGiven(message = SIZE_MESSAGE)
    public static class Size {
        @Within(min = 1, max = Shape.MAX_BYTES, message = "${validatedValue} is out of range; from {min} to {max}")
        public Long bytes;
        @JsonbProperty("rtt_median_ns")
        @Within(min = 0, max = MAX_RTT_NANOS, message = "${validatedValue} is out of range; from {min} to {max}")
        public Long rttMedianNs;
    }
}
