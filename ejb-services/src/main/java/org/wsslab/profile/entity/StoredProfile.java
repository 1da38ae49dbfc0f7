package org.wsslab.profile.entity;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;

/** A {@link Profile} as the PROFILE table holds it, its groups in PROFILE_GROUP and frames in PROFILE_FRAME. */
@Entity
@Table(name = "PROFILE")
@NamedQuery(name = StoredProfile.OF_RUN, query = "SELECT p FROM StoredProfile p WHERE p.runId = :run ORDER BY p.id DESC")
@NamedQuery(name = StoredProfile.IN_STATUS, query = "SELECT p FROM StoredProfile p WHERE p.status = :status AND p.lab = :lab")
public class StoredProfile {

    public static final String OF_RUN = "StoredProfile.ofRun";
    public static final String IN_STATUS = "StoredProfile.inStatus";

    static final int PROBLEM_LENGTH = 4096;
    static final int FRAME_LENGTH = 512;

    // A sequence, as for runs: EclipseLink reads identities with H2 1.x's IDENTITY(), gone in H2 2.
    @Id
    @SequenceGenerator(name = "profile_id", sequenceName = "PROFILE_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "profile_id")
    private Long id;

    @Column(name = "RUN_ID", nullable = false)
    private long runId;

    @Column(nullable = false, length = 64)
    private String mechanism;

    @Column(nullable = false, length = 32)
    private String suite;

    @Column(name = "SIZE_BYTES", nullable = false)
    private int size;

    @Column(nullable = false)
    private int seconds;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private ProfileStatus status;

    @Column(nullable = false)
    private OffsetDateTime requested;

    private OffsetDateTime finished;

    @Column(length = PROBLEM_LENGTH)
    private String problem;

    @Column(name = "WARMUP_CALLS")
    private int warmupCalls;

    private int calls;

    @Column(name = "FAILED_CALLS")
    private int failedCalls;

    @Column(name = "PERIOD_MS")
    private int periodMillis;

    @Column(name = "GC_MS")
    private long gcMillis;

    /** The lab that made it ({@code org.wsslab.lab}). */
    @Column(nullable = false, updatable = false, length = LabName.MAX_LENGTH)
    private String lab;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "PROFILE_GROUP", joinColumns = @JoinColumn(name = "PROFILE_ID"))
    private List<StoredGroup> groups = new ArrayList<>();

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "PROFILE_FRAME", joinColumns = @JoinColumn(name = "PROFILE_ID"))
    private List<StoredFrame> frames = new ArrayList<>();

    protected StoredProfile() {
        // for JPA
    }

    public StoredProfile(long runId, Endpoint endpoint, int size, int seconds, int warmupCalls, int periodMillis, Instant requested) {
        this.runId = runId;
        this.mechanism = endpoint.mechanism().id();
        this.suite = endpoint.suiteId();
        this.size = size;
        this.seconds = seconds;
        this.warmupCalls = warmupCalls;
        this.periodMillis = periodMillis;
        this.status = ProfileStatus.RECORDING;
        this.lab = LabName.current();
        this.requested = requested.atOffset(ZoneOffset.UTC);
    }

    public long getId() {
        return id;
    }

    public ProfileStatus getStatus() {
        return status;
    }

    /** Ends the recording with its samples. */
    public void complete(int calls, int failedCalls, long gcMillis, ProfileTally tally, Instant now) {
        keep(calls, failedCalls, gcMillis, tally);
        end(ProfileStatus.COMPLETED, null, now);
    }

    /**
     * Ends a recording the application's stop cut short, with the samples of the calls made until
     * then (none when it stopped before the first), saying why.
     */
    public void interrupt(int calls, int failedCalls, long gcMillis, ProfileTally tally, String why, Instant now) {
        keep(calls, failedCalls, gcMillis, tally);
        end(ProfileStatus.INTERRUPTED, why, now);
    }

    /** Ends a recording a crash cut short: its samples were never read, so there is none to keep. */
    public void interrupt(String why, Instant now) {
        end(ProfileStatus.INTERRUPTED, why, now);
    }

    private void keep(int calls, int failedCalls, long gcMillis, ProfileTally tally) {
        this.calls = calls;
        this.failedCalls = failedCalls;
        this.gcMillis = gcMillis;
        tally.groups().forEach(g -> groups.add(new StoredGroup(g)));
        tally.topFrames().forEach(f -> frames.add(new StoredFrame(f)));
    }

    /** Ends the recording without samples, saying why. */
    public void fail(String why, Instant now) {
        end(ProfileStatus.FAILED, why, now);
    }

    private void end(ProfileStatus end, String why, Instant now) {
        status = end;
        problem = why == null ? null : why.substring(0, Math.min(why.length(), PROBLEM_LENGTH));
        finished = now.atOffset(ZoneOffset.UTC);
    }

    public Profile profile() {
        return new Profile(id, runId, Endpoint.stored(mechanism, suite), size, seconds, status, requested.toInstant(),
                finished == null ? null : finished.toInstant(), problem, warmupCalls, calls, failedCalls, periodMillis, gcMillis,
                groups.stream().map(StoredGroup::count).flatMap(Optional::stream)
                        .sorted(Comparator.comparing(GroupCount::group)).toList(),
                frames.stream().map(StoredFrame::count).flatMap(Optional::stream)
                        .sorted(Comparator.comparing(FrameCount::group)
                                .thenComparing(Comparator.comparingLong(FrameCount::samples).reversed())
                                .thenComparing(FrameCount::frame))
                        .toList(),
                lab);
    }

    /** A {@link GroupCount}, as a row of PROFILE_GROUP. */
    @Embeddable
    public static class StoredGroup {
        @Column(name = "GRP", length = 16)
        private String group;

        @Column(name = "CLIENT_SAMPLES")
        private long clientSamples;

        @Column(name = "OTHER_SAMPLES")
        private long otherSamples;

        protected StoredGroup() {
            // for JPA
        }

        StoredGroup(GroupCount count) {
            this.group = count.group().id();
            this.clientSamples = count.clientSamples();
            this.otherSamples = count.otherSamples();
        }

        Optional<GroupCount> count() {
            return ProfileGroup.byId(group).map(g -> new GroupCount(g, clientSamples, otherSamples));
        }
    }

    /** A {@link FrameCount}, as a row of PROFILE_FRAME. */
    @Embeddable
    public static class StoredFrame {
        @Column(name = "GRP", length = 16)
        private String group;

        @Column(name = "FRAME", length = FRAME_LENGTH)
        private String frame;

        @Column(name = "SAMPLES")
        private long samples;

        protected StoredFrame() {
            // for JPA
        }

        StoredFrame(FrameCount count) {
            this.group = count.group().id();
            this.frame = count.frame().substring(0, Math.min(count.frame().length(), FRAME_LENGTH));
            this.samples = count.samples();
        }

        Optional<FrameCount> count() {
            return ProfileGroup.byId(group).map(g -> new FrameCount(g, frame, samples));
        }
    }
}
