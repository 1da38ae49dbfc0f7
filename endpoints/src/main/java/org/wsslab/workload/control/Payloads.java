package org.wsslab.workload.control;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.wsslab.echo.entity.Book;
import org.wsslab.echo.entity.Employee;
import org.wsslab.echo.entity.Payload;
import org.wsslab.workload.entity.Shape;

/**
 * Payloads made from a seed: the same seed makes the same payload, on the client that checks a
 * response and on the service that produced it. A new seed per call makes every call's payload fresh.
 */
public final class Payloads {

    private static final String HELLO = "Hello World ";
    private static final String[] WORDS = {"Secure", "Silent", "Northern", "Glass", "Fish", "Token", "River", "Winter",
            "Signal", "Garden", "Copper", "Harbour", "Lantern", "Orchard", "Meridian", "Cipher"};
    private static final String[] FIRST = {"Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Tony",
            "Radia", "Whitfield", "Shafi", "Ron", "Adi", "Leslie", "Margaret", "Niklaus"};
    private static final String[] LAST = {"Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Allen",
            "Hoare", "Perlman", "Diffie", "Goldwasser", "Rivest", "Shamir", "Lamport", "Hamilton", "Wirth"};
    private static final String[] PUBLISHERS = {"Addison-Wesley", "O'Reilly", "Manning", "Springer", "MIT Press",
            "Pearson", "Apress", "No Starch"};
    private static final String[] DEPARTMENTS = {"Engineering", "Operations", "Finance", "Research", "Sales",
            "Support", "Legal", "Security"};

    /**
     * The seed of the records the service's database holds (filled once with the first
     * {@link org.wsslab.workload.entity.Shape#MAX_RECORDS} of each record shape): a db-read response of N
     * records is the first N this seed makes, so the client checks it record for record as any other.
     */
    public static final long DATABASE_SEED = 1_000_001L;

    private Payloads() {
    }

    /** {@code count} random bytes. */
    public static byte[] bytes(int count, long seed) {
        byte[] bytes = new byte[count];
        new SplittableRandom(seed).nextBytes(bytes);
        return bytes;
    }

    /** {@code count} characters of "Hello World " after the seed, so no two calls send the same text. */
    public static String text(int count, long seed) {
        StringBuilder text = new StringBuilder(count + HELLO.length()).append(Long.toHexString(seed)).append(' ');
        while (text.length() < count) {
            text.append(HELLO);
        }
        text.setLength(count);
        return text.toString();
    }

    public static List<Book> books(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Book> books = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String title = pick(random, WORDS) + " " + pick(random, WORDS) + " " + (i + 1);
            String author = pick(random, FIRST) + " " + pick(random, LAST);
            books.add(new Book(title, author, pick(random, PUBLISHERS), isbn(random), 1950 + random.nextInt(77),
                    BigDecimal.valueOf(499 + random.nextInt(9_500), 2)));
        }
        return books;
    }

    public static List<Employee> employees(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Employee> employees = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String first = pick(random, FIRST);
            String last = pick(random, LAST);
            employees.add(new Employee("E" + String.format("%07d", i + 1), first, last,
                    first.toLowerCase() + "." + last.toLowerCase() + "@wsslab.example", phone(random), phone(random),
                    String.format("%03d-%02d-%04d", 100 + random.nextInt(800), 1 + random.nextInt(99), random.nextInt(10_000)),
                    pick(random, DEPARTMENTS)));
        }
        return employees;
    }

    /** A payload of {@code count} items of the shape (bytes, characters or records). */
    public static Payload of(Shape shape, int count, long seed) {
        return switch (shape) {
            case BYTES -> Payload.ofBytes(bytes(count, seed));
            case TEXT -> Payload.ofText(text(count, seed));
            case BOOKS -> Payload.ofBooks(books(count, seed));
            case EMPLOYEES -> Payload.ofEmployees(employees(count, seed));
        };
    }

    private static String pick(SplittableRandom random, String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static String phone(SplittableRandom random) {
        return String.format("+1-555-%03d-%04d", random.nextInt(1_000), random.nextInt(10_000));
    }

    /** An ISBN-13 with a valid check digit. */
    static String isbn(SplittableRandom random) {
        StringBuilder digits = new StringBuilder("978");
        for (int i = 0; i < 9; i++) {
            digits.append(random.nextInt(10));
        }
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            sum += (digits.charAt(i) - '0') * (i % 2 == 0 ? 1 : 3);
        }
        return digits.append((10 - sum % 10) % 10).toString();
    }
}
