package org.wsslab.echo.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** A book as the service's database holds it (db-read); ids count from 1 in the order the records were made. */
@Entity
@Table(name = "BOOK")
@NamedQuery(name = StoredBook.FIRST, query = "SELECT b FROM StoredBook b WHERE b.id <= :count ORDER BY b.id")
public class StoredBook {

    public static final String FIRST = "StoredBook.first";

    @Id
    private int id;

    @Column(nullable = false)
    private String title;

    @Column(nullable = false)
    private String author;

    @Column(nullable = false)
    private String publisher;

    @Column(nullable = false)
    private String isbn;

    @Column(name = "PUBLISHED", nullable = false)
    private int year;

    @Column(nullable = false, precision = 8, scale = 2)
    private BigDecimal price;

    protected StoredBook() {
        // for JPA
    }

    public Book book() {
        return new Book(title, author, publisher, isbn, year, price);
    }
}
