package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlType;
import org.wsslab.workload.entity.ServiceWork;

/**
 * A small request for a large response: {@code count} items of {@code shape} (bytes, characters or
 * records), generated from {@code seed} so the caller can check every one, or read from the service's
 * database ({@link #fromDatabase}).
 */
@XmlType(name = "fetchRequest", propOrder = {"shape", "count", "seed", "work"})
public class FetchRequest {

    private String shape;
    private int count;
    private long seed;
    /** The service's work: absent (none) or "db-read", the records read from its database instead of made. */
    private String work;

    public FetchRequest() {
        // for JAXB
    }

    public FetchRequest(String shape, int count, long seed) {
        this.shape = shape;
        this.count = count;
        this.seed = seed;
    }

    /** A request for records read from the service's database (the seed is then not used). */
    public static FetchRequest fromDatabase(String shape, int count) {
        FetchRequest request = new FetchRequest(shape, count, 0);
        request.work = ServiceWork.DB_READ.id();
        return request;
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

    public String getWork() {
        return work;
    }
}
