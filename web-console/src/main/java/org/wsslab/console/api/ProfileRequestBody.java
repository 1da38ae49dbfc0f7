package org.wsslab.console.api;

import org.wsslab.profile.boundary.ProfileRequest;

/** The body of POST /runs/{id}/profiles as JSON-B reads it: a cell of the run and for how long; Profiles checks the rest. */
public class ProfileRequestBody {

    public String mechanism;
    public String suite;
    public Integer size;
    public Integer seconds;

    ProfileRequest request() {
        return new ProfileRequest(mechanism, size, seconds, suite);
    }
}
