package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flyway owns the schema and JPA only maps it (persistence.xml generates nothing): every entity the
 * persistence units list must map exactly the columns of its table as the migrations leave it, in a
 * real H2 file, so that a misnamed or forgotten column fails here rather than in a deployed server.
 */
class EntityMappingTest {

    /** Each persistence unit's migrations: the results database's, and the echo service's own (db-read). */
    private static final Map<String, String> MIGRATIONS = Map.of("wsslab", "db/migration", "service", "db/service");

    @Test
    void everyEntityMapsExactlyTheColumnsOfItsTable(@TempDir Path folder) throws Exception {
        Map<String, List<Class<?>>> units = entities();
        assertEquals(MIGRATIONS.keySet(), units.keySet(), "every persistence unit has its migrations");
        for (Map.Entry<String, List<Class<?>>> unit : units.entrySet()) {
            String url = "jdbc:h2:file:" + folder.resolve(unit.getKey());
            Flyway.configure().dataSource(url, "", "").locations("classpath:" + MIGRATIONS.get(unit.getKey()))
                    .placeholders(SchemaMigration.placeholders("test-lab")).load().migrate();
            assertFalse(unit.getValue().isEmpty());
            try (Connection connection = DriverManager.getConnection(url, "", "")) {
                assertMapsItsTables(connection, unit.getValue());
            }
        }
    }

    /**
     * The results' entities on PostgreSQL too, its schema made by db/postgresql (the echo service's own
     * database stays H2). EclipseLink itself is not run here: it is not among the build's dependencies.
     */
    @Test
    void everyResultsEntityMapsExactlyTheColumnsOfItsTableOnPostgreSql() throws Exception {
        List<Class<?>> results = entities().get("wsslab");
        try (PostgreSqlDatabase database = PostgreSqlDatabase.create(); Connection connection = database.connect()) {
            SchemaMigration.checkAndMigrate(database.dataSource(), EntityMappingTest.class.getClassLoader(), "test-lab");
            assertMapsItsTables(connection, results);
        }
    }

    private static void assertMapsItsTables(Connection connection, List<Class<?>> entities) throws Exception {
        for (Class<?> entity : entities) {
            String table = entity.getAnnotation(Table.class).name();
            assertEquals(columns(connection, table), mapped(entity), entity.getSimpleName() + " maps table " + table);
            for (Field field : entity.getDeclaredFields()) {
                CollectionTable collection = field.getAnnotation(CollectionTable.class);
                if (collection != null) {
                    assertEquals(columns(connection, collection.name()), mapped(field, collection),
                            entity.getSimpleName() + "." + field.getName() + " maps table " + collection.name());
                }
            }
        }
    }

    /** The entities each persistence unit lists, by unit name. */
    private static Map<String, List<Class<?>>> entities() throws Exception {
        // The results' unit is this module's; the service's is the endpoints module's, which the targets deploy too.
        String units = Files.readString(Path.of("src/main/resources/META-INF/persistence.xml"))
                + Files.readString(Path.of("../endpoints/src/main/resources/META-INF/persistence.xml"));
        Map<String, List<Class<?>>> entities = new TreeMap<>();
        Matcher unit = Pattern.compile("<persistence-unit name=\"(\\w+)\"(.*?)</persistence-unit>", Pattern.DOTALL).matcher(units);
        while (unit.find()) {
            List<Class<?>> listed = new ArrayList<>();
            Matcher name = Pattern.compile("<class>([\\w.]+)</class>").matcher(unit.group(2));
            while (name.find()) {
                Class<?> listedClass = Class.forName(name.group(1));
                // Embeddables are listed too; they are checked within the entity holding them.
                if (listedClass.isAnnotationPresent(Entity.class)) {
                    listed.add(listedClass);
                }
            }
            entities.put(unit.group(1), listed);
        }
        return entities;
    }

    /** A table's columns, upper-cased, read through JDBC's metadata in the case the database stores names (H2 upper, PostgreSQL lower). */
    private static TreeSet<String> columns(Connection connection, String table) throws Exception {
        DatabaseProduct product = DatabaseProduct.of(connection.getMetaData());
        TreeSet<String> columns = new TreeSet<>();
        try (ResultSet row = connection.getMetaData().getColumns(null, connection.getSchema(), product.stored(table), null)) {
            while (row.next()) {
                columns.add(row.getString("COLUMN_NAME").toUpperCase(Locale.ROOT));
            }
        }
        return columns;
    }

    /**
     * The columns JPA derives: a field's @Column name, or else its own name, upper-cased as H2 stores
     * it; an @Embedded field's embeddable maps its own fields' columns into the same table.
     */
    private static TreeSet<String> mapped(Class<?> entity) {
        TreeSet<String> columns = new TreeSet<>();
        for (Field field : fields(entity)) {
            if (Modifier.isStatic(field.getModifiers()) || field.isAnnotationPresent(Transient.class)
                    || field.isAnnotationPresent(ElementCollection.class)) {
                continue;
            }
            if (field.isAnnotationPresent(Embedded.class)) {
                columns.addAll(mapped(field.getType()));
                continue;
            }
            Column column = field.getAnnotation(Column.class);
            String name = column == null || column.name().isEmpty() ? field.getName() : column.name();
            columns.add(name.toUpperCase(Locale.ROOT));
        }
        return columns;
    }

    /** A class's own fields and those of the mapped superclasses it extends (CellRow's key columns). */
    private static List<Field> fields(Class<?> type) {
        List<Field> fields = new ArrayList<>(List.of(type.getDeclaredFields()));
        for (Class<?> above = type.getSuperclass(); above != null
                && above.isAnnotationPresent(MappedSuperclass.class); above = above.getSuperclass()) {
            fields.addAll(List.of(above.getDeclaredFields()));
        }
        return fields;
    }

    /** A collection table's columns: its join columns and the columns of the embeddable it holds. */
    private static TreeSet<String> mapped(Field field, CollectionTable collection) {
        TreeSet<String> columns = new TreeSet<>();
        for (JoinColumn join : collection.joinColumns()) {
            columns.add(join.name().toUpperCase(Locale.ROOT));
        }
        Class<?> element = (Class<?>) ((ParameterizedType) field.getGenericType()).getActualTypeArguments()[0];
        columns.addAll(mapped(element));
        return columns;
    }
}
