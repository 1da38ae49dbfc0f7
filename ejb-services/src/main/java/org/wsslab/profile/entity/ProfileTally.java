package org.wsslab.profile.entity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Samples counted as they are read: per group and side, and per deciding frame. */
public final class ProfileTally {

    /** How many frames of each group a profile keeps: enough to name the work, few enough to read. */
    public static final int TOP_FRAMES = 10;

    private final Map<ProfileGroup, long[]> sides = new EnumMap<>(ProfileGroup.class);
    private final Map<ProfileGroup, Map<String, Long>> frames = new EnumMap<>(ProfileGroup.class);

    /** Counts one sample of a stack (top frame first), taken on the calling thread or another. */
    public void add(List<ProfileGroup.Frame> topFirst, boolean client) {
        ProfileGroup.Attribution attribution = ProfileGroup.of(topFirst);
        sides.computeIfAbsent(attribution.group(), g -> new long[2])[client ? 0 : 1]++;
        frames.computeIfAbsent(attribution.group(), g -> new HashMap<>()).merge(attribution.frame().toString(), 1L, Long::sum);
    }

    public long total() {
        return sides.values().stream().mapToLong(s -> s[0] + s[1]).sum();
    }

    /** Every group, in {@link ProfileGroup}'s order, those without samples included. */
    public List<GroupCount> groups() {
        List<GroupCount> groups = new ArrayList<>();
        for (ProfileGroup group : ProfileGroup.values()) {
            long[] counted = sides.getOrDefault(group, new long[2]);
            groups.add(new GroupCount(group, counted[0], counted[1]));
        }
        return groups;
    }

    /** Each group's most frequent deciding frames, most samples first (ties by name, so a profile reads the same twice). */
    public List<FrameCount> topFrames() {
        List<FrameCount> top = new ArrayList<>();
        frames.forEach((group, counted) -> counted.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(TOP_FRAMES)
                .forEach(e -> top.add(new FrameCount(group, e.getKey(), e.getValue()))));
        top.sort(Comparator.comparing(FrameCount::group));
        return top;
    }
}
