package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.annotation.PostConstruct;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GlassFish finds SchemaMigration's @PostConstruct by its name: with a second method of that name (a
 * static migrate(DataSource, ClassLoader)) it called that one without arguments and every deployment
 * failed, which no unit test of the migration itself saw.
 */
class SchemaMigrationCallbackTest {

    @Test
    void thePostConstructCallbackIsTheOnlyMethodOfItsName() {
        Method callback = Arrays.stream(SchemaMigration.class.getDeclaredMethods()).filter(m -> m.isAnnotationPresent(PostConstruct.class))
                .findFirst().orElseThrow();
        List<Method> named = Arrays.stream(SchemaMigration.class.getDeclaredMethods()).filter(m -> m.getName().equals(callback.getName()))
                .toList();
        assertEquals(List.of(callback), named);
    }
}
