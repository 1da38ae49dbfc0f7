package org.wsslab.profile.entity;

/**
 * A group's samples in a profile: those of the thread that made the calls (the client side, Metro's
 * client included) and those of every other thread (the endpoint's, and whatever else the JVM ran).
 */
public record GroupCount(ProfileGroup group, long clientSamples, long otherSamples) {

    public long samples() {
        return clientSamples + otherSamples;
    }
}
