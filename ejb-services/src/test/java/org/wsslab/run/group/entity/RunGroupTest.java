package org.wsslab.run.group.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/** A request's group: a name as a run's, a kind of two, each refused with what is allowed. */
class RunGroupTest {

    @Test
    void noNameIsNoGroupANameIsKeptStrippedAndTheKindIsOptional() {
        assertNull(RunGroup.of(null, null));
        assertNull(RunGroup.of("  ", null));
        assertEquals(new RunGroup("nightly 100 B", null), RunGroup.of(" nightly 100 B ", null));
        assertEquals(new RunGroup("n", GroupKind.INVOCATIONS), RunGroup.of("n", "invocations"));
        assertEquals(new RunGroup("n", GroupKind.SAME_JVM), RunGroup.of("n", "same-jvm"));
        assertEquals("x".repeat(120), RunGroup.of("x".repeat(120), null).name());
    }

    @Test
    void aNameIsOneLineOfAtMost120CharactersWithoutASlash() {
        for (String wrong : List.of("x".repeat(121), "a\nb", "a/b")) {
            Refusal refusal = assertThrows(Refusal.class, () -> RunGroup.of(wrong, null));
            assertEquals(List.of("group"), refusal.fields().stream().map(RefusedField::path).toList(), refusal.getMessage());
            assertTrue(refusal.getMessage().contains("one line of at most 120 characters without a slash"), refusal.getMessage());
        }
    }

    @Test
    void anUnknownKindIsRefusedWithTheKindsAndAKindWithoutAGroupToo() {
        Refusal unknown = assertThrows(Refusal.class, () -> RunGroup.of("n", "forked"));
        assertEquals("group_kind: 'forked' is not a kind of group; allowed are same-jvm (default: replicates one after another"
                + " in a running lab), invocations (each replicate in a freshly started lab)", unknown.getMessage());
        Refusal alone = assertThrows(Refusal.class, () -> RunGroup.of(null, "invocations"));
        assertEquals(List.of("group_kind"), alone.fields().stream().map(RefusedField::path).toList());
        assertTrue(alone.getMessage().contains("give group (its name) too"), alone.getMessage());
    }
}
