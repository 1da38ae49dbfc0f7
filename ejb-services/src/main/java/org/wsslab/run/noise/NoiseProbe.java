package org.wsslab.run.noise;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.file.Path;

/**
 * Reads the machine at the start and end of each block of calls (outside every clock: three small
 * /proc files) and judges what else ran meanwhile ({@link NoiseJudge}).
 */
@ApplicationScoped
public class NoiseProbe {

    private static final Path PROC = Path.of("/proc");

    /** A block's first reading. */
    public final class Window {
        private final MachineReading start = MachineReading.of(PROC);

        /** The block's noise, from its first reading and one taken now. */
        public Noise close() {
            return NoiseJudge.judge(start, MachineReading.of(PROC));
        }
    }

    public Window open() {
        return new Window();
    }
}
