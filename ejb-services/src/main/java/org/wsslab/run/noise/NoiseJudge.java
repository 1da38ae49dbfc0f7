package org.wsslab.run.noise;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Says whether a block of calls was measured on a busy machine, from readings at its start and end.
 * The thresholds are docs/measuring.md's ("Noise"): other processes above {@value #OTHER_CPU_PCT}% of one
 * core, or CPU steal above {@value #STEAL_PCT}% of all CPU time, both over exactly the block's time.
 * Other processes' CPU must also reach {@value #OTHER_CPU_MIN_TICKS} ticks (30 ms): the kernel counts
 * CPU time in 10 ms ticks, so over a block of a tenth of a second one tick of a background daemon
 * would otherwise read as 10% of a core. The one-minute load average is recorded, not judged: it
 * trails by a minute (a block right after a build reads busy though nothing else ran during it) and
 * counts the lab's own threads; other processes' CPU says what it would, for the block's own time.
 */
public final class NoiseJudge {

    public static final double OTHER_CPU_PCT = 10;
    public static final double STEAL_PCT = 2;
    public static final long OTHER_CPU_MIN_TICKS = 3;

    private NoiseJudge() {
    }

    /** The block's noise; unknown where either reading is missing. */
    static Noise judge(MachineReading start, MachineReading end) {
        if (start == null || end == null || end.totalTicks() <= start.totalTicks()) {
            return start == null || end == null ? Noise.UNKNOWN
                    : new Noise(start.loadAverage(), end.loadAverage(), null, null, null, null);
        }
        long total = end.totalTicks() - start.totalTicks();
        long steal = end.stealTicks() - start.stealTicks();
        long busy = total - (end.idleTicks() - start.idleTicks()) - steal;
        long other = Math.max(0, busy - (end.ownTicks() - start.ownTicks()));
        double stealPct = 100.0 * steal / total;
        double otherPct = 100.0 * other / ((double) total / end.cpus());
        List<String> reasons = new ArrayList<>();
        if (otherPct > OTHER_CPU_PCT && other >= OTHER_CPU_MIN_TICKS) {
            reasons.add(String.format(Locale.ROOT, "other processes used %.0f%% of a core (above %.0f%%)", otherPct, OTHER_CPU_PCT));
        }
        if (stealPct > STEAL_PCT) {
            reasons.add(String.format(Locale.ROOT, "CPU steal %.1f%% (above %.0f%%)", stealPct, STEAL_PCT));
        }
        return new Noise(start.loadAverage(), end.loadAverage(), round(stealPct), round(otherPct), !reasons.isEmpty(),
                reasons.isEmpty() ? null : String.join("; ", reasons));
    }

    private static double round(double pct) {
        return Math.round(pct * 10) / 10.0;
    }
}
