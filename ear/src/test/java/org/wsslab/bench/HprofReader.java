package org.wsslab.bench;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import org.wsslab.bench.HprofGraph.ClassInfo;

/**
 * Reads a heap dump into an {@link HprofGraph} in two passes: strings, class names, classes and roots
 * first, then instances and arrays, whose fields can only be read once every class's layout is known.
 */
final class HprofReader {

    private static final int STRING = 0x01, LOAD_CLASS = 0x02, HEAP_DUMP = 0x0C, HEAP_DUMP_SEGMENT = 0x1C;
    private static final int CLASS_DUMP = 0x20, INSTANCE_DUMP = 0x21, OBJ_ARRAY_DUMP = 0x22, PRIM_ARRAY_DUMP = 0x23;

    private final HprofGraph graph;
    /** Class object id → the id of its name's string. */
    private final Map<Long, Long> classNames = new HashMap<>();

    HprofReader(HprofGraph graph) {
        this.graph = graph;
    }

    HprofGraph read() throws IOException {
        pass(true);
        pass(false);
        return graph;
    }

    private void pass(boolean first) throws IOException {
        try (HprofInput in = HprofInput.of(new BufferedInputStream(Files.newInputStream(graph.file), 1 << 20))) {
            while (in.readByte() != 0) {
                // the header's version string
            }
            graph.idSize = in.readInt();
            in.idSize(graph.idSize);
            in.readLong();
            while (true) {
                int tag;
                try {
                    tag = in.readUnsignedByte();
                } catch (EOFException end) {
                    return;
                }
                in.readInt();
                long length = Integer.toUnsignedLong(in.readInt());
                if (first && tag == STRING) {
                    long id = in.id();
                    byte[] text = new byte[(int) (length - graph.idSize)];
                    in.readFully(text);
                    graph.strings.put(id, new String(text, StandardCharsets.UTF_8));
                } else if (first && tag == LOAD_CLASS) {
                    in.readInt();
                    long classId = in.id();
                    in.readInt();
                    classNames.put(classId, in.id());
                } else if (tag == HEAP_DUMP || tag == HEAP_DUMP_SEGMENT) {
                    heap(in, in.count() + length, first);
                } else {
                    in.skipFully(length);
                }
            }
        }
    }

    private void heap(HprofInput in, long end, boolean first) throws IOException {
        while (in.count() < end) {
            int sub = in.readUnsignedByte();
            long at = in.count();
            switch (sub) {
                case 0xFF -> root(first, in.id(), "unknown");
                case 0x01 -> {
                    root(first, in.id(), "JNI global");
                    in.id();
                }
                case 0x02, 0x03 -> {
                    long id = in.id();
                    int thread = in.readInt();
                    in.readInt();
                    root(first, id, (sub == 0x02 ? "JNI local" : "Java frame") + " of thread #" + thread);
                }
                case 0x04 -> {
                    long id = in.id();
                    root(first, id, "native stack of thread #" + in.readInt());
                }
                case 0x05 -> root(first, in.id(), "system class");
                case 0x06 -> {
                    long id = in.id();
                    root(first, id, "thread block of thread #" + in.readInt());
                }
                case 0x07 -> root(first, in.id(), "monitor in use");
                case 0x08 -> {
                    long id = in.id();
                    int serial = in.readInt();
                    in.readInt();
                    root(first, id, "thread #" + serial);
                    if (first) {
                        graph.threads.put(serial, id);
                    }
                }
                case CLASS_DUMP -> classDump(in, at, first);
                case INSTANCE_DUMP -> instance(in, at, first);
                case OBJ_ARRAY_DUMP -> {
                    long id = in.id();
                    in.readInt();
                    int n = in.readInt();
                    long arrayClass = in.id();
                    if (first) {
                        in.skipFully((long) n * graph.idSize);
                    } else {
                        graph.node(id, at, arrayClass, HprofGraph.OBJECT_ARRAY);
                        graph.edge(arrayClass);
                        for (int i = 0; i < n; i++) {
                            graph.edge(in.id());
                        }
                        graph.close();
                    }
                }
                case PRIM_ARRAY_DUMP -> {
                    long id = in.id();
                    in.readInt();
                    int n = in.readInt();
                    in.skipFully((long) n * graph.size(in.readUnsignedByte()));
                    if (!first) {
                        graph.node(id, at, 0, HprofGraph.PRIMITIVE_ARRAY);
                        graph.close();
                    }
                }
                default -> throw new IOException("unknown heap dump record 0x" + Integer.toHexString(sub) + " at byte " + at);
            }
        }
    }

    private void instance(HprofInput in, long at, boolean first) throws IOException {
        long id = in.id();
        in.readInt();
        long classId = in.id();
        int length = in.readInt();
        if (first) {
            in.skipFully(length);
            return;
        }
        byte[] values = new byte[length];
        in.readFully(values);
        graph.node(id, at, classId, HprofGraph.INSTANCE);
        // An object keeps its class, and through it its class loader.
        graph.edge(classId);
        graph.instanceEdges(classId, values, (name, target) -> graph.edge(target));
        graph.close();
    }

    private void classDump(HprofInput in, long at, boolean first) throws IOException {
        long id = in.id();
        in.readInt();
        long superId = in.id();
        long loaderId = in.id();
        long signers = in.id();
        long protectionDomain = in.id();
        in.id();
        in.id();
        in.readInt();
        Map<Long, Long> statics = new HashMap<>();
        int pool = in.readUnsignedShort();
        for (int i = 0; i < pool; i++) {
            in.readUnsignedShort();
            long value = value(in, in.readUnsignedByte());
            if (value != 0) {
                statics.put(-1L - i, value);
            }
        }
        int staticCount = in.readUnsignedShort();
        for (int i = 0; i < staticCount; i++) {
            long name = in.id();
            long value = value(in, in.readUnsignedByte());
            if (value != 0) {
                statics.put(name, value);
            }
        }
        int fieldCount = in.readUnsignedShort();
        long[] names = new long[fieldCount];
        byte[] types = new byte[fieldCount];
        for (int i = 0; i < fieldCount; i++) {
            names[i] = in.id();
            types[i] = (byte) in.readUnsignedByte();
        }
        if (first) {
            String name = graph.strings.getOrDefault(classNames.get(id), "?").replace('/', '.');
            graph.classes.put(id, new ClassInfo(name, superId, loaderId, names, types, statics));
            graph.node(id, at, 0, HprofGraph.CLASS);
            graph.edge(superId);
            graph.edge(loaderId);
            graph.edge(signers);
            graph.edge(protectionDomain);
            statics.values().forEach(graph::edge);
            graph.close();
        }
    }

    /** A value of the type; an object's id, 0 for a primitive (skipped). */
    private long value(HprofInput in, int type) throws IOException {
        if (type == HprofGraph.OBJECT) {
            return in.id();
        }
        in.skipFully(graph.size(type));
        return 0;
    }

    private void root(boolean first, long id, String kind) {
        if (first) {
            graph.roots.putIfAbsent(id, kind);
        }
    }
}
