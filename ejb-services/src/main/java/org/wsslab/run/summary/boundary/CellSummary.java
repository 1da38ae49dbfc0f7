package org.wsslab.run.summary.boundary;

import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.WarmupEnd;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PairedOverhead;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;

/**
 * One (endpoint, size) row of a run's summary: the statistics of its counted calls (not warm-up,
 * not initial, not failed), the mean of its initial calls, its overhead over the run's own baseline
 * on means and medians with their bootstrap intervals, its wire sizes, and the noise of the block it
 * was measured in; its cryptographic floor (the least its security could cost: the operations its
 * messages made both sides do, at the run's prices) and the distance, how many floors its median
 * overhead over the baseline is; the half-width of its median's 95% interval (order statistics, % of
 * the median), in a precision run why the cell stopped, and its pace (the mean round trip of all its
 * calls, warm-up included: what a later run's first time-left estimate prices it at), where its
 * counted calls' time went on average (client, server, transport, server CPU) and what they allocated
 * on the heap on average ({@code alloc}: client's and server's thread); {@code clients} is how many
 * client threads called it at once, and under load {@code load} what its window measured (throughput,
 * CPU per side; null for a cell measured one call at a time). In a paired run ({@code rounds} order)
 * {@code paired} is its overhead over plain taken round by round, with an interval across rounds
 * (null in any other run); in a run whose warm-up lasts until steady, {@code warmup} is how the cell's
 * warm-up ended (its calls, and whether steady or at the cap). Absent values are null. A cell's wire
 * sizes, noise, floor and pace are those recorded with its first number of clients.
 */
public record CellSummary(Endpoint endpoint, int size, int clients, CellStatistics statistics, Double initialNanos,
        Overhead overheadOnMean, Overhead overheadOnMedian, Long requestBytes, Long responseBytes,
        Noise noise, Double floorNanos, Double distance, Double medianIntervalPct, String stopReason,
        Double paceNanos, SplitMeans split, AllocationMeans alloc, LoadCell load, PairedOverhead paired, WarmupEnd warmup) {

    /** Whether the cell's calls ran on a busy machine: true, false, or null when not known. */
    public Boolean noisy() {
        return noise.noisy();
    }
}
