package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A payload of one shape: a string, or book records, or employee records (the bytes shape travels
 * through the original {@code echo} operation, or here as {@code bytes} for the other directions).
 * Exactly one part is filled; the others are absent from the wire.
 */
@XmlType(name = "shapedPayload", propOrder = {"bytes", "text", "books", "employees"})
public class Payload {

    private byte[] bytes;
    private String text;
    @XmlElement(name = "book")
    private List<Book> books;
    @XmlElement(name = "employee")
    private List<Employee> employees;

    public Payload() {
        // for JAXB
    }

    public static Payload ofBytes(byte[] bytes) {
        Payload payload = new Payload();
        payload.bytes = bytes;
        return payload;
    }

    public static Payload ofText(String text) {
        Payload payload = new Payload();
        payload.text = text;
        return payload;
    }

    public static Payload ofBooks(List<Book> books) {
        Payload payload = new Payload();
        payload.books = new ArrayList<>(books);
        return payload;
    }

    public static Payload ofEmployees(List<Employee> employees) {
        Payload payload = new Payload();
        payload.employees = new ArrayList<>(employees);
        return payload;
    }

    public byte[] getBytes() {
        return bytes;
    }

    public String getText() {
        return text;
    }

    /** The books carried; empty (never null) if none. */
    public List<Book> getBooks() {
        return books == null ? List.of() : books;
    }

    public List<Employee> getEmployees() {
        return employees == null ? List.of() : employees;
    }

    /** What the payload holds, counted as its shape counts: bytes, characters, or records. */
    public int items() {
        if (bytes != null) {
            return bytes.length;
        }
        if (text != null) {
            return text.length();
        }
        return getBooks().size() + getEmployees().size();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Payload p && Arrays.equals(bytes, p.bytes) && Objects.equals(text, p.text)
                && getBooks().equals(p.getBooks()) && getEmployees().equals(p.getEmployees());
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, getBooks().size(), getEmployees().size());
    }
}
