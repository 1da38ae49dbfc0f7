package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlType;
import java.math.BigDecimal;
import java.util.Objects;

/** One book as study 001's service returned it. A bean, not a record: JAXB needs a no-argument constructor. */
@XmlType(name = "book", propOrder = {"title", "author", "publisher", "isbn", "year", "price"})
public class Book {

    private String title;
    private String author;
    private String publisher;
    private String isbn;
    private int year;
    private BigDecimal price;

    public Book() {
        // for JAXB
    }

    public Book(String title, String author, String publisher, String isbn, int year, BigDecimal price) {
        this.title = title;
        this.author = author;
        this.publisher = publisher;
        this.isbn = isbn;
        this.year = year;
        this.price = price;
    }

    public String getTitle() {
        return title;
    }

    public String getAuthor() {
        return author;
    }

    public String getPublisher() {
        return publisher;
    }

    public String getIsbn() {
        return isbn;
    }

    public int getYear() {
        return year;
    }

    public BigDecimal getPrice() {
        return price;
    }

    @Override
    public boolean equals(Object other) {
        // compareTo for the price: 12.50 sent may come back as 12.5.
        return other instanceof Book book && Objects.equals(title, book.title) && Objects.equals(author, book.author)
                && Objects.equals(publisher, book.publisher) && Objects.equals(isbn, book.isbn) && year == book.year
                && (price == null ? book.price == null : book.price != null && price.compareTo(book.price) == 0);
    }

    @Override
    public int hashCode() {
        return Objects.hash(title, author, publisher, isbn, year);
    }

    @Override
    public String toString() {
        return "Book[" + isbn + " " + title + " by " + author + ", " + publisher + " " + year + ", " + price + "]";
    }
}
