package org.wsslab.bench;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A heap dump (HPROF 1.0.2, as jcmd GC.heap_dump writes it) as a graph of strong references: every
 * object, class and array a node, its references the edges, the JVM's roots where they start. A
 * reference's referent (weak, soft, phantom, final) is no edge: what only those reach is not kept.
 * Small enough to need no heap-analysis tool on the machine ({@link HprofReader} fills it); it holds
 * some 30 bytes a reference, so a dump of a 1 GB heap needs a few GB.
 */
final class HprofGraph {

    /** A class as dumped: its name, super class, loader, own instance fields and static references (by name id). */
    record ClassInfo(String name, long superId, long loaderId, long[] fieldNames, byte[] fieldTypes, Map<Long, Long> statics) {
    }

    /** What receives an instance's references, with the field's name. */
    interface FieldVisitor {
        void reference(String field, long target);
    }

    static final int OBJECT = 2;

    final Path file;
    int idSize = 8;
    final Map<Long, String> strings = new HashMap<>();
    final Map<Long, ClassInfo> classes = new HashMap<>();
    /** Root object id → what kind of root. */
    final Map<Long, String> roots = new HashMap<>();
    /** Thread serial → the thread object's id. */
    final Map<Integer, Long> threads = new HashMap<>();
    final LongIntMap index = new LongIntMap();
    long[] ids = new long[1 << 20];
    /** Where each node's record begins in the file (its id's first byte), to read its fields back. */
    long[] offsets = new long[1 << 20];
    /** An instance's class, an array's array class; 0 for a class and a primitive array. */
    long[] classOf = new long[1 << 20];
    byte[] kinds = new byte[1 << 20];
    int[] edgeStart = new int[(1 << 20) + 1];
    long[] edges = new long[1 << 22];
    int nodes;
    int edgeCount;

    static final byte CLASS = 0, INSTANCE = 1, OBJECT_ARRAY = 2, PRIMITIVE_ARRAY = 3;

    HprofGraph(Path file) {
        this.file = file;
    }

    static HprofGraph read(Path file) throws IOException {
        return new HprofReader(new HprofGraph(file)).read();
    }

    /** An instance's references, field by field from its class up through its super classes (HPROF's order); no referents. */
    void instanceEdges(long classId, byte[] values, FieldVisitor visitor) {
        int at = 0;
        for (long c = classId; c != 0 && classes.containsKey(c); c = classes.get(c).superId()) {
            ClassInfo info = classes.get(c);
            boolean reference = info.name().equals("java.lang.ref.Reference");
            for (int i = 0; i < info.fieldNames().length; i++) {
                int type = info.fieldTypes()[i];
                if (type == OBJECT) {
                    long target = idSize == 8 ? readLong(values, at) : Integer.toUnsignedLong(readInt(values, at));
                    String name = strings.getOrDefault(info.fieldNames()[i], "?");
                    if (target != 0 && !(reference && name.equals("referent"))) {
                        visitor.reference(name, target);
                    }
                }
                at += size(type);
            }
        }
    }

    /** A reference object's referent (what a weak or soft reference points to), 0 if none or not a reference. */
    long referentOf(int node) throws IOException {
        if (kinds[node] != INSTANCE) {
            return 0;
        }
        byte[] values = instanceValues(node);
        int at = 0;
        for (long c = classOf[node]; c != 0 && classes.containsKey(c); c = classes.get(c).superId()) {
            ClassInfo info = classes.get(c);
            for (int i = 0; i < info.fieldNames().length; i++) {
                int type = info.fieldTypes()[i];
                if (type == OBJECT && info.name().equals("java.lang.ref.Reference")
                        && strings.getOrDefault(info.fieldNames()[i], "?").equals("referent")) {
                    return idSize == 8 ? readLong(values, at) : Integer.toUnsignedLong(readInt(values, at));
                }
                at += size(type);
            }
        }
        return 0;
    }

    /** An instance's field values, read back from the file. */
    byte[] instanceValues(int node) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            raf.seek(offsets[node] + idSize + 4 + idSize);
            byte[] values = new byte[raf.readInt()];
            raf.readFully(values);
            return values;
        }
    }

    /** A primitive array's elements as bytes, read back from the file. */
    byte[] primitiveElements(int node) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            raf.seek(offsets[node] + idSize + 4);
            int length = raf.readInt();
            byte[] values = new byte[length * size(raf.readUnsignedByte())];
            raf.readFully(values);
            return values;
        }
    }

    String className(int node) {
        ClassInfo info = classes.get(kinds[node] == CLASS ? ids[node] : classOf[node]);
        String name = info == null ? (kinds[node] == PRIMITIVE_ARRAY ? "primitive array" : "?") : info.name();
        return kinds[node] == CLASS ? "class " + name : name;
    }

    void node(long id, long at, long classId, byte kind) {
        if (nodes + 1 >= ids.length) {
            int grown = ids.length * 2;
            ids = Arrays.copyOf(ids, grown);
            offsets = Arrays.copyOf(offsets, grown);
            classOf = Arrays.copyOf(classOf, grown);
            kinds = Arrays.copyOf(kinds, grown);
            edgeStart = Arrays.copyOf(edgeStart, grown + 1);
        }
        index.put(id, nodes);
        ids[nodes] = id;
        offsets[nodes] = at;
        classOf[nodes] = classId;
        kinds[nodes] = kind;
        edgeStart[nodes] = edgeCount;
    }

    void edge(long target) {
        if (target == 0) {
            return;
        }
        if (edgeCount == edges.length) {
            edges = Arrays.copyOf(edges, edges.length * 2);
        }
        edges[edgeCount++] = target;
    }

    /** Ends the node begun last: its edges are those added since. */
    void close() {
        nodes++;
        edgeStart[nodes] = edgeCount;
    }

    int size(int type) {
        return switch (type) {
            case OBJECT -> idSize;
            case 4, 8 -> 1;
            case 5, 9 -> 2;
            case 6, 10 -> 4;
            case 7, 11 -> 8;
            default -> throw new IllegalArgumentException("unknown HPROF type " + type);
        };
    }

    static long readLong(byte[] b, int at) {
        return ((long) readInt(b, at) << 32) | Integer.toUnsignedLong(readInt(b, at + 4));
    }

    static int readInt(byte[] b, int at) {
        return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
    }
}
