package org.wsslab.run.entity;

import org.wsslab.catalog.entity.Mechanism;

/**
 * What a (mechanism, size) cell saw besides its round trips: the machine's one-minute load average
 * when its calls began and ended (null where the OS does not tell), and the bytes of one request and
 * one response body as they crossed HTTP (null if they could not be counted).
 */
public record CellRecord(Mechanism mechanism, int size, Double loadStart, Double loadEnd, Long requestBytes,
                         Long responseBytes) {
}
