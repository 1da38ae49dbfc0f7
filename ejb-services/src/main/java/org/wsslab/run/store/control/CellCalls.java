package org.wsslab.run.store.control;

import java.util.List;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;

/**
 * One cell's stored calls as its summary reads them: the round trips and client CPU times of its
 * counted calls (not warm-up, not initial, not failed) in the order stored with their seqs (in a
 * paired run the seq says the round: {@code Rounds#roundOf}), its failed calls, the
 * mean round trip of its initial calls (null without one), how many calls it stored in all, where
 * its counted calls' time went on average, and what they allocated on the heap on average per side. Primitive arrays: 16 bytes a counted call, where a call as a
 * sample in a list held some 270 (20 with the seq).
 */
public record CellCalls(Endpoint endpoint, int size, int clients, long[] rttNanos, long[] cpuNanos, int[] seqs, int errors,
        Double initialNanos, int stored, SplitMeans split, AllocationMeans alloc) {

    /** A cell's calls made one at a time, in the order stored. */
    public static CellCalls of(Endpoint endpoint, int size, List<Sample> calls) {
        return of(endpoint, size, 1, calls);
    }

    /** A cell's calls made by {@code clients} threads at once, in the order stored. */
    public static CellCalls of(Endpoint endpoint, int size, int clients, List<Sample> calls) {
        long[] rtt = calls.stream().filter(Sample::counted).mapToLong(Sample::rttNanos).toArray();
        long[] cpu = calls.stream().filter(Sample::counted).mapToLong(Sample::clientCpuNanos).toArray();
        int[] seqs = calls.stream().filter(Sample::counted).mapToInt(Sample::seq).toArray();
        int errors = (int) calls.stream().filter(call -> !call.ok()).count();
        OptionalDouble initial = calls.stream().filter(call -> call.initial() && call.ok()).mapToLong(Sample::rttNanos).average();
        SplitMeans.Sums split = new SplitMeans.Sums();
        calls.stream().filter(Sample::counted).forEach(call -> split.add(call.rttNanos(), call.split()));
        AllocationMeans.Sums alloc = new AllocationMeans.Sums();
        calls.stream().filter(Sample::counted)
                .forEach(call -> alloc.add(call.clientAllocBytes(), call.split() == null ? null : call.split().serverAllocBytes()));
        return new CellCalls(endpoint, size, clients, rtt, cpu, seqs, errors, initial.isPresent() ? initial.getAsDouble() : null,
                calls.size(), split.means(), alloc.means());
    }
}
