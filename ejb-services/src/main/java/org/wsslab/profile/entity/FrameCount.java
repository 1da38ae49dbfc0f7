package org.wsslab.profile.entity;

/** How many of a group's samples one frame decided (class.method). */
public record FrameCount(ProfileGroup group, String frame, long samples) {
}
