package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import java.util.List;

/** The body of POST /verifications as JSON-B reads it: which mechanisms and suites (null: every available one, under every suite). */
public class VerificationRequestBody {

    @JsonbTypeDeserializer(BodyValues.Ids.class)
    public List<String> mechanisms;
    @JsonbTypeDeserializer(BodyValues.Ids.class)
    public List<String> suites;
}
