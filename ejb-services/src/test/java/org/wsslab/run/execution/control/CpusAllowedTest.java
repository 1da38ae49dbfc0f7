package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CpusAllowedTest {

    @Test
    void theListIsReadFromItsLineAndNotFromTheMask() {
        String status = "Name:\tjava\nCpus_allowed:\t2\nCpus_allowed_list:\t1\nMems_allowed_list:\t0\n";
        assertEquals(Optional.of("1"), CpusAllowed.parse(status));
        assertEquals(Optional.of("0-3,6"), CpusAllowed.parse("Cpus_allowed_list:   0-3,6  \n"));
    }

    @Test
    void aStatusWithoutTheLineSaysNothing() {
        assertEquals(Optional.empty(), CpusAllowed.parse("Name:\tjava\nCpus_allowed:\t3\n"));
        assertEquals(Optional.empty(), CpusAllowed.parse("Cpus_allowed_list:\t\n"));
    }

    @Test
    void thisThreadsListIsTheKernelsOnLinux() throws Exception {
        Path status = Path.of("/proc/thread-self/status");
        if (!Files.exists(status)) {
            assertEquals(CpusAllowed.UNKNOWN, CpusAllowed.ofThisThread(), "no /proc: unknown");
            return;
        }
        String read = CpusAllowed.ofThisThread();
        assertTrue(read.matches("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*"), read);
        assertEquals(CpusAllowed.parse(Files.readString(status)).orElseThrow(), read);
    }
}
