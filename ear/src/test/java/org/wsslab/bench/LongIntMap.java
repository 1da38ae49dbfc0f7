package org.wsslab.bench;

/** An open-addressing map from a heap dump's object id (never 0) to a node number, with no boxing: a dump holds millions of ids. */
final class LongIntMap {

    private long[] keys = new long[1 << 21];
    private int[] values = new int[1 << 21];
    private int size;

    void put(long key, int value) {
        if (size * 2 >= keys.length) {
            grow();
        }
        int slot = slot(key, keys);
        if (keys[slot] == 0) {
            size++;
        }
        keys[slot] = key;
        values[slot] = value;
    }

    /** The key's value, or -1. */
    int get(long key) {
        int slot = slot(key, keys);
        return keys[slot] == 0 ? -1 : values[slot];
    }

    private static int slot(long key, long[] keys) {
        int mask = keys.length - 1;
        int slot = Long.hashCode(key * 0x9E3779B97F4A7C15L) & mask;
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                int slot = slot(oldKeys[i], keys);
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }
}
