package org.wsslab.run.store.entity;

import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.floor.entity.Operations;
import org.wsslab.run.noise.Noise;

/**
 * What a (endpoint, size) cell saw besides its round trips: the noise of the block of calls it was
 * measured in, and the bytes of one request and one response body as they crossed HTTP (null if they
 * could not be counted), what that exchange made both sides do (null if its messages were not read),
 * in a precision run why the cell stopped taking calls ({@code precision} or {@code max_calls}), and its
 * pace: the mean round trip of all its calls, warm-up included (null if none succeeded), and in a run whose
 * warm-up lasts until steady how its warm-up ended (null in a run of a fixed warm-up).
 */
public record CellRecord(Endpoint endpoint, int size, Noise noise, Long requestBytes, Long responseBytes,
        Operations operations, String stopReason, Double paceNanos, WarmupEnd warmup) {
}
