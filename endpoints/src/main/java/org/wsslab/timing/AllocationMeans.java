package org.wsslab.timing;

/**
 * A cell's heap allocation per call on average, in bytes: over its counted calls, what the client's
 * calling thread allocated and what the server's request threads did ({@link ThreadAllocation}), each
 * side over the calls where it is known; {@code clientN} and {@code serverN} say over how many. Null
 * (n 0) where no call's is known: calls stored before the lab counted allocation, or a JVM that does
 * not count it.
 */
public record AllocationMeans(int clientN, Double clientBytes, int serverN, Double serverBytes) {

    public static final AllocationMeans NONE = new AllocationMeans(0, null, 0, null);

    /** Adds up calls one by one. */
    public static final class Sums {
        private int clientN;
        private double client;
        private int serverN;
        private double server;

        /** A counted call's allocations; either may be null (not known). */
        public void add(Long clientBytes, Long serverBytes) {
            if (clientBytes != null) {
                clientN++;
                client += clientBytes;
            }
            if (serverBytes != null) {
                serverN++;
                server += serverBytes;
            }
        }

        public AllocationMeans means() {
            return new AllocationMeans(clientN, clientN == 0 ? null : client / clientN, serverN, serverN == 0 ? null : server / serverN);
        }
    }
}
