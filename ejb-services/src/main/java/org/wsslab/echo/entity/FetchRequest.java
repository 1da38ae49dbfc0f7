package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlType;

/**
 * A small request for a large response: {@code count} items of {@code shape} (bytes, characters or
 * records), generated from {@code seed} so the caller can check every one.
 */
@XmlType(name = "fetchRequest", propOrder = {"shape", "count", "seed"})
public class FetchRequest {

    private String shape;
    private int count;
    private long seed;

    public FetchRequest() {
        // for JAXB
    }

    public FetchRequest(String shape, int count, long seed) {
        this.shape = shape;
        this.count = count;
        this.seed = seed;
    }

    public String getShape() {
        return shape;
    }

    public int getCount() {
        return count;
    }

    public long getSeed() {
        return seed;
    }
}
