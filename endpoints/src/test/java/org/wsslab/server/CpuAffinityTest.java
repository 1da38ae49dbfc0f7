package org.wsslab.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CpuAffinityTest {

    @Test
    void theListIsReadFromItsLineAndNotFromTheMask() {
        assertEquals("1", CpuAffinity.allowed("Name:\tjava\nCpus_allowed:\t2\nCpus_allowed_list:\t1\nMems_allowed_list:\t0\n"));
        assertEquals("0-3,6", CpuAffinity.allowed("Cpus_allowed_list:   0-3,6  \n"));
    }

    @Test
    void aStatusWithoutTheLineSaysNothing() {
        assertNull(CpuAffinity.allowed("Name:\tjava\nCpus_allowed:\t3\n"));
    }

    /** What taskset set is what the JVM reads: here, the kernel's own list for this process. */
    @Test
    void thisProcesssListIsTheKernels() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            assertNull(CpuAffinity.allowed(), "no /proc: not known");
            return;
        }
        String read = CpuAffinity.allowed();
        assertTrue(read.matches("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*"), read);
        assertEquals(CpuAffinity.allowed(Files.readString(status)), read);
    }
}
