package org.wsslab.persistence.control;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The databases the results may live in (issue 46), told apart by JDBC's product name, and what
 * differs between them: where their migrations are, and the few statements the two spell
 * differently. The one place the lab's SQL chooses a dialect, so a third database is a change here.
 */
public enum DatabaseProduct {

    /** The default: a file in the lab's home. Its migrations are the ones every existing results file has applied. */
    H2("H2", "db/migration", "SELECT NEXT VALUE FOR %s"),

    /** Another team's server. Starts at a baseline of its own (V34) whose schema equals H2's at V34. */
    POSTGRESQL("PostgreSQL", "db/postgresql", "SELECT nextval('%s')");

    private final String productName;
    private final String location;
    private final String nextValue;

    DatabaseProduct(String productName, String location, String nextValue) {
        this.productName = productName;
        this.location = location;
        this.nextValue = nextValue;
    }

    /** The product a connection's database is; refused when it is none the lab supports (its name and those supported in the message). */
    public static DatabaseProduct of(DatabaseMetaData meta) throws SQLException {
        String name = meta.getDatabaseProductName();
        String version = meta.getDatabaseProductVersion();
        return Arrays.stream(values()).filter(product -> product.productName.equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the results database is " + name + " " + version
                        + ", which the lab does not support: give it one of " + supported()));
    }

    /** The products the lab supports, by their JDBC names. */
    public static String supported() {
        return Arrays.stream(values()).map(product -> product.productName).collect(Collectors.joining(", "));
    }

    /** The classpath folder of this product's Flyway migrations. */
    public String location() {
        return location;
    }

    /** The statement that takes the next value of a sequence (named unquoted, as the migrations name it). */
    public String nextValue(String sequence) {
        if (!sequence.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("sequence '" + sequence + "' is no plain SQL name (letters, digits, _)");
        }
        // PostgreSQL reads nextval's string as a name, folded to lower case like an unquoted identifier.
        return nextValue.formatted(sequence);
    }

    /** A name as this database stores an unquoted identifier: H2 upper-cases it, PostgreSQL lower-cases it. */
    public String stored(String identifier) {
        return this == POSTGRESQL ? identifier.toLowerCase(Locale.ROOT) : identifier.toUpperCase(Locale.ROOT);
    }
}
