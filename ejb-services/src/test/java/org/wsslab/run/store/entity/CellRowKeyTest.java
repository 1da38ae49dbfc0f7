package org.wsslab.run.store.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The one cell key and the keys that extend it: equal exactly when every part is, and each entity's
 * id class holds exactly its {@code @Id} fields, by name and type, as Jakarta Persistence requires.
 */
class CellRowKeyTest {

    @Test
    void aKeyEqualsAnotherWithTheSameParts() {
        assertEquals(sample(1, 3, 0), sample(1, 3, 0));
        assertEquals(sample(1, 3, 0).hashCode(), sample(1, 3, 0).hashCode());
        assertEquals(cell("plain", ""), cell("plain", ""));
        assertEquals(cell(null, null), cell(null, null), "a key JPA has not filled yet");
    }

    @Test
    void anyPartTellsKeysApart() {
        assertNotEquals(cell("plain", ""), cell("x509-sign", ""));
        assertNotEquals(cell("x509-sign", "basic256"), cell("x509-sign", "basic128"));
        assertNotEquals(sample(1, 3, 0), sample(4, 3, 0), "clients");
        assertNotEquals(sample(1, 3, 0), sample(1, 4, 0), "seq");
        assertNotEquals(sample(1, 3, 0), sample(1, 3, 1), "segment");
    }

    @Test
    void aLongerKeyIsNeverTheCellsKey() {
        StoredSample.Key sample = sample(1, 3, 0);
        CellRow.Key cell = cell(sample.mechanism, sample.suite);
        assertNotEquals(cell, sample);
        assertNotEquals(sample, cell);
        StoredLoadCell.Key load = new StoredLoadCell.Key();
        load.mechanism = "plain";
        load.suite = "";
        load.clients = 1;
        StoredSequenceTotal.Key total = new StoredSequenceTotal.Key();
        total.mechanism = "plain";
        total.suite = "";
        total.lengthCalls = 1;
        assertNotEquals(load, total, "same parts, other tables");
    }

    @Test
    void everyCellRowsIdClassHoldsExactlyItsIdFields() {
        for (Class<?> entity : List.of(StoredCell.class, StoredSample.class, StoredLoadCell.class, StoredSequenceTotal.class)) {
            Class<?> key = entity.getAnnotation(IdClass.class).value();
            assertEquals(idFields(entity), keyFields(key), entity.getSimpleName() + " and " + key.getName());
        }
    }

    private static Map<String, Class<?>> idFields(Class<?> entity) {
        Map<String, Class<?>> fields = new TreeMap<>();
        for (Class<?> type = entity; type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(Id.class)) {
                    fields.put(field.getName(), field.getType());
                }
            }
        }
        return fields;
    }

    private static Map<String, Class<?>> keyFields(Class<?> key) {
        Map<String, Class<?>> fields = new TreeMap<>();
        for (Field field : key.getFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                fields.put(field.getName(), field.getType());
            }
        }
        return fields;
    }

    private static CellRow.Key cell(String mechanism, String suite) {
        CellRow.Key key = new CellRow.Key();
        key.runId = 7;
        key.mechanism = mechanism;
        key.suite = suite;
        key.size = 100;
        return key;
    }

    private static StoredSample.Key sample(int clients, int seq, int segment) {
        StoredSample.Key key = new StoredSample.Key();
        key.runId = 7;
        key.mechanism = "plain";
        key.suite = "";
        key.size = 100;
        key.clients = clients;
        key.seq = seq;
        key.segment = segment;
        return key;
    }
}
