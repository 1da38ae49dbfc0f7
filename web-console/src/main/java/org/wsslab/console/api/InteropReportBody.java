package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import java.util.List;

/**
 * The body of POST /interop as JSON-B reads it: the client, the Metro run beside it and a result per
 * endpoint, each value of its type (BodyValues); InteropReportReader checks bounds and what is required.
 */
public class InteropReportBody {

    public String client;
    @JsonbProperty("metro_run")
    public Long metroRun;
    @JsonbTypeDeserializer(Results.class)
    public List<Result> results;

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
    public static class Result {
        public String mechanism;
        public String suite;
        public String outcome;
        public String reason;
        @JsonbProperty("refused_by")
        public String refusedBy;
        public Long calls;
        @JsonbTypeDeserializer(Sizes.class)
        public List<Size> sizes;
    }

    /** One size it echoed, with its median round trip. */
    public static class Size {
        public Long bytes;
        @JsonbProperty("rtt_median_ns")
        public Long rttMedianNs;
    }
}
