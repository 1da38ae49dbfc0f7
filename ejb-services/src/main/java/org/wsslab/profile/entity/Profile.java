package org.wsslab.profile.entity;

import java.time.Instant;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;

/**
 * A profile of one cell of a run, as readers see it: what was asked (endpoint, size, seconds), what
 * was done (calls made, failed, the sampling period, the collectors' time) and where the samples fell.
 * Groups and frames are empty until it has COMPLETED, or been INTERRUPTED after some calls. {@code lab}:
 * the lab that recorded it ({@code org.wsslab.lab}).
 */
public record Profile(long id, long runId, Endpoint endpoint, int size, int seconds, ProfileStatus status,
        Instant requested, Instant finished, String problem, int warmupCalls, int calls, int failedCalls,
        int periodMillis, long gcMillis, List<GroupCount> groups, List<FrameCount> frames, String lab) {

    /** A profile of this lab. */
    public Profile(long id, long runId, Endpoint endpoint, int size, int seconds, ProfileStatus status, Instant requested,
            Instant finished, String problem, int warmupCalls, int calls, int failedCalls, int periodMillis, long gcMillis,
            List<GroupCount> groups, List<FrameCount> frames) {
        this(id, runId, endpoint, size, seconds, status, requested, finished, problem, warmupCalls, calls, failedCalls,
                periodMillis, gcMillis, groups, frames, LabName.current());
    }

    /** Whether it holds samples to read: COMPLETED, or INTERRUPTED after calls whose samples were kept. */
    public boolean recorded() {
        return status == ProfileStatus.COMPLETED || (status == ProfileStatus.INTERRUPTED && calls > 0);
    }

    public long samples() {
        return groups.stream().mapToLong(GroupCount::samples).sum();
    }

    public List<FrameCount> frames(ProfileGroup group) {
        return frames.stream().filter(f -> f.group() == group).toList();
    }
}
