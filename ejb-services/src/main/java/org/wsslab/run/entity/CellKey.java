package org.wsslab.run.entity;

import org.wsslab.catalog.entity.Endpoint;

/**
 * Which cell of a run a figure belongs to: an endpoint (a mechanism under a suite) at a size, called
 * by a number of client threads at once. The one key of every map of a run's cells (its calls, records,
 * loads, pace, precision stops, the pages' tables, the Metro medians an interoperability check is
 * set beside); a map that does not tell numbers of clients apart (a cell's records, its pace, its
 * stops) keys by one call at a time.
 */
public record CellKey(Endpoint endpoint, int size, int clients) {

    /** The cell at one call at a time. */
    public CellKey(Endpoint endpoint, int size) {
        this(endpoint, size, 1);
    }
}
