package org.wsslab.console.api;

import org.wsslab.refusal.Refusal;
import org.wsslab.study.entity.Scale;

/** The body of POST /studies/{study}/items/{item}/reproduce as JSON-B reads it: a scale and a number of replicates, both optional. */
public class ReproduceBody {

    static final String SHAPE = "a reproduce is an empty body or a JSON object {\"scale\": \"" + Scale.allowed().replace(", ", "|")
            + "\", \"replicates\": n} (scale " + Scale.DEFAULT.id() + " and 1 replicate by default)";

    public String scale;
    public Integer replicates;

    /** The body read; empty is the defaults. */
    static ReproduceBody read(String body) {
        ReproduceBody read = RequestBodies.read(body, ReproduceBody.class, fault -> {
            Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
            if (whole != null) {
                return whole;
            }
            return switch (fault.kind()) {
                case NOT_TEXT -> RequestBodies.atField(fault, fault.value() + " is not a scale; " + SHAPE);
                case NOT_WHOLE, OUT_OF_RANGE ->
                    RequestBodies.atField(fault, fault.value() + " is not a whole number of replicates; " + SHAPE);
                default -> Refusal.invalid(SHAPE);
            };
        });
        return read == null ? new ReproduceBody() : read;
    }

    Scale scaleOrDefault() {
        return scale == null ? Scale.DEFAULT
                : Scale.byId(scale)
                        .orElseThrow(() -> Refusal.at("scale", "'" + scale + "' is not a scale; allowed are " + Scale.allowed()));
    }

    int replicatesOrDefault() {
        return replicates == null ? 1 : replicates;
    }
}
