package org.wsslab.run.noise;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One reading of the machine from a /proc folder: the one-minute load average, the CPU time of all
 * CPUs since boot (in ticks: all, idle including I/O wait, stolen by the hypervisor) and of this
 * process (every thread of the JVM that measures: calls, server threads, collector, compiler).
 * {@code null} where /proc cannot be read (not Linux).
 */
record MachineReading(double loadAverage, long totalTicks, long idleTicks, long stealTicks, long ownTicks, int cpus) {

    /** Reads {@code proc} (normally /proc; a test gives its own), or null if it is not there or not as Linux writes it. */
    static MachineReading of(Path proc) {
        try {
            double load = Double.parseDouble(Files.readString(proc.resolve("loadavg")).trim().split("\\s+")[0]);
            List<String> stat = Files.readAllLines(proc.resolve("stat"));
            // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user)
            String[] all = stat.get(0).trim().split("\\s+");
            if (!all[0].equals("cpu") || all.length < 9) {
                return null;
            }
            long total = 0;
            for (int i = 1; i <= 8; i++) {
                total += Long.parseLong(all[i]);
            }
            long idle = Long.parseLong(all[4]) + Long.parseLong(all[5]);
            long steal = Long.parseLong(all[8]);
            int cpus = (int) stat.stream().filter(line -> line.matches("cpu\\d+\\s.*")).count();
            // pid (comm) state ppid ... utime stime: the name may hold spaces and parentheses, so count from the last ')'.
            String self = Files.readString(proc.resolve("self").resolve("stat"));
            String[] fields = self.substring(self.lastIndexOf(')') + 2).trim().split("\\s+");
            long own = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
            return new MachineReading(load, total, idle, steal, own, Math.max(cpus, 1));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
