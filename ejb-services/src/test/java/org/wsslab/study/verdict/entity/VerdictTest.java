package org.wsslab.study.verdict.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.entity.Verdict.DIFFERS;
import static org.wsslab.study.verdict.entity.Verdict.HOLDS;
import static org.wsslab.study.verdict.entity.Verdict.INCONCLUSIVE;

import jakarta.json.JsonValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Verdicts read as one: one that differs makes the whole differ, all holding make it hold, anything else cannot tell. */
class VerdictTest {

    @Test
    void oneThatDiffersMakesTheWholeDifferAndOnlyAllHoldingHold() {
        assertEquals(HOLDS, Verdict.of(List.of(HOLDS)));
        assertEquals(HOLDS, Verdict.of(List.of(HOLDS, HOLDS, HOLDS)));
        assertEquals(INCONCLUSIVE, Verdict.of(List.of(HOLDS, INCONCLUSIVE, HOLDS)));
        assertEquals(INCONCLUSIVE, Verdict.of(List.of(INCONCLUSIVE)));
        assertEquals(DIFFERS, Verdict.of(List.of(HOLDS, INCONCLUSIVE, DIFFERS)));
        assertEquals(DIFFERS, Verdict.of(List.of(DIFFERS, HOLDS)));
        assertEquals(INCONCLUSIVE, Verdict.of(List.of()), "nothing checked holds nothing");
        assertEquals("inconclusive", INCONCLUSIVE.id());
    }

    @Test
    void aClaimsVerdictIsItsChecksAndItsDecidingCheckTheFirstWithThatVerdict() {
        Check holds = check(HOLDS);
        Check cannotTell = check(INCONCLUSIVE);
        Check differs = check(DIFFERS);

        ClaimVerdict mixed = ClaimVerdict.of(JsonValue.EMPTY_JSON_OBJECT, List.of(holds, cannotTell, differs));
        assertEquals(DIFFERS, mixed.verdict());
        assertEquals(differs, mixed.deciding());

        ClaimVerdict open = ClaimVerdict.of(JsonValue.EMPTY_JSON_OBJECT, List.of(holds, cannotTell));
        assertEquals(INCONCLUSIVE, open.verdict());
        assertEquals(cannotTell, open.deciding());

        ClaimVerdict none = ClaimVerdict.of(JsonValue.EMPTY_JSON_OBJECT, List.of());
        assertEquals(INCONCLUSIVE, none.verdict());
        assertNull(none.deciding());
    }

    @Test
    void anEstimateFromOneUnitHasNoIntervalAndAnExactOneIsItsOwn() {
        Estimate single = Estimate.single(3.1, "one run");
        assertFalse(single.hasInterval());
        assertEquals(1, single.units());
        Estimate exact = Estimate.exact(0.02, "bytes");
        assertTrue(exact.hasInterval());
        assertEquals(List.of(0.02, 0.02, 0.02), List.of(exact.value(), exact.low(), exact.high()));
    }

    private static Check check(Verdict verdict) {
        return new Check(verdict.id() + " figure", Estimate.single(1, "u"), "p", "t", verdict, verdict.id());
    }
}
