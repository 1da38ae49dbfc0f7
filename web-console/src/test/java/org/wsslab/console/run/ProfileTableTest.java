package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.profile.entity.FrameCount;
import org.wsslab.profile.entity.GroupCount;
import org.wsslab.profile.entity.Profile;
import org.wsslab.profile.entity.ProfileGroup;
import org.wsslab.profile.entity.ProfileStatus;

/** A profile's table in each state: what it says, and whether it has samples to show (page, CSV, report). */
class ProfileTableTest {

    private static final List<GroupCount> GROUPS = List.of(new GroupCount(ProfileGroup.CRYPTO, 30, 10));
    private static final List<FrameCount> FRAMES = List.of(new FrameCount(ProfileGroup.CRYPTO, "javax.crypto.Cipher.doFinal", 12));

    @Test
    void anInterruptedProfileShowsTheSamplesOfTheCallsMadeAndSaysItWasCutShort() {
        ProfileTable table = ProfileTable.of(profile(ProfileStatus.INTERRUPTED, "the application stopped while it recorded", 42,
                GROUPS, FRAMES));

        assertTrue(table.recorded());
        assertEquals(1, table.rows().size());
        assertEquals(40, table.rows().get(0).samples());
        assertTrue(table.summary().startsWith("Interrupted: the application stopped while it recorded; 42 calls of the 10 s asked"),
                table.summary());
        assertTrue(table.summary().contains("40 samples"), table.summary());
    }

    @Test
    void oneInterruptedBeforeItsFirstRecordedCallHasNothingToShow() {
        ProfileTable table = ProfileTable.of(profile(ProfileStatus.INTERRUPTED, "the server stopped while it recorded; nothing was kept",
                0, List.of(), List.of()));

        assertFalse(table.recorded());
        assertEquals("Interrupted: the server stopped while it recorded; nothing was kept", table.summary());
    }

    @Test
    void everyStateHasASummaryAndOnlyCompletedOrInterruptedOnesHaveSamples() {
        for (ProfileStatus status : ProfileStatus.values()) {
            ProfileTable table = ProfileTable.of(profile(status, status == ProfileStatus.COMPLETED ? null : "why", 42, GROUPS, FRAMES));
            assertFalse(table.summary().isBlank(), status.name());
            assertEquals(status == ProfileStatus.COMPLETED || status == ProfileStatus.INTERRUPTED, table.recorded(), status.name());
        }
    }

    private static Profile profile(ProfileStatus status, String problem, int calls, List<GroupCount> groups, List<FrameCount> frames) {
        return new Profile(5, 1, Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, 10, status, Instant.EPOCH,
                status == ProfileStatus.RECORDING ? null : Instant.EPOCH, problem, 4, calls, 0, 1, 3, groups, frames);
    }
}
