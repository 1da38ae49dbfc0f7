package org.wsslab.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.bench.HprofGraph.ClassInfo;

/**
 * What keeps undeployed copies of the lab in a server's heap: reads a heap dump (jcmd GC.heap_dump,
 * written by ear/src/test/shell/redeploy-heap.sh), counts the class loaders that loaded a class of the
 * lab (one per deployment the heap still holds) and prints, for each, the shortest chain of strong
 * references from a GC root to it, alike chains once with their count. The deployment in use is
 * one of them; every other chain is a leak to cut.
 *
 * <p>usage: {@code java -Xmx6g -cp ear/target/test-classes org.wsslab.bench.HeldLoaders DUMP [CLASS]}
 * (CLASS: the lab's class whose copies are counted, by default the run engine)
 */
public final class HeldLoaders {

    private static final int UNSEEN = -1, ROOT = -2;

    private HeldLoaders() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: HeldLoaders DUMP [CLASS]");
            System.exit(2);
        }
        String marker = args.length > 1 ? args[1] : "org.wsslab.run.execution.control.RunEngine";
        HprofGraph graph = HprofGraph.read(Path.of(args[0]));
        List<Long> loaders = graph.classes.values().stream().filter(c -> c.name().equals(marker)).map(ClassInfo::loaderId).toList();
        System.out.printf("%d nodes, %d references; %d copies of %s%n", graph.nodes, graph.edgeCount, loaders.size(), marker);
        int[] parent = shortestPaths(graph);
        Map<String, Integer> chains = new LinkedHashMap<>();
        for (long loader : loaders) {
            int node = graph.index.get(loader);
            String chain = node < 0 || parent[node] == UNSEEN
                    ? "no strong reference from a root (garbage, or held only by weak or soft references)"
                    : chain(graph, parent, node);
            chains.merge(chain, 1, Integer::sum);
        }
        chains.forEach((chain, count) -> System.out.printf("%n%d × %s%n", count, chain));
    }

    /** Breadth first from every root: each node's predecessor on a shortest chain from a root. */
    private static int[] shortestPaths(HprofGraph graph) {
        int[] parent = new int[graph.nodes];
        Arrays.fill(parent, UNSEEN);
        int[] queue = new int[graph.nodes];
        int head = 0;
        int tail = 0;
        for (long root : graph.roots.keySet()) {
            int node = graph.index.get(root);
            if (node >= 0 && parent[node] == UNSEEN) {
                parent[node] = ROOT;
                queue[tail++] = node;
            }
        }
        while (head < tail) {
            int node = queue[head++];
            for (int e = graph.edgeStart[node]; e < graph.edgeStart[node + 1]; e++) {
                int next = graph.index.get(graph.edges[e]);
                if (next >= 0 && parent[next] == UNSEEN) {
                    parent[next] = node;
                    queue[tail++] = next;
                }
            }
        }
        return parent;
    }

    private static String chain(HprofGraph graph, int[] parent, int target) throws IOException {
        List<Integer> nodes = new ArrayList<>();
        for (int node = target; node != ROOT; node = parent[node]) {
            nodes.add(node);
        }
        Collections.reverse(nodes);
        StringBuilder text = new StringBuilder("root: ").append(graph.roots.get(graph.ids[nodes.get(0)]));
        for (int i = 0; i < nodes.size(); i++) {
            int node = nodes.get(i);
            text.append("\n    ").append(graph.className(node)).append(threadName(graph, node)).append(referent(graph, parent, node));
            if (i + 1 < nodes.size()) {
                text.append(" .").append(link(graph, node, graph.ids[nodes.get(i + 1)]));
            }
        }
        return text.toString();
    }

    /** The name of the reference from a node to the next on the chain. */
    private static String link(HprofGraph graph, int node, long next) throws IOException {
        switch (graph.kinds[node]) {
            case HprofGraph.CLASS -> {
                ClassInfo info = graph.classes.get(graph.ids[node]);
                if (info.loaderId() == next) {
                    return "<class loader>";
                }
                if (info.superId() == next) {
                    return "<super class>";
                }
                for (Map.Entry<Long, Long> entry : info.statics().entrySet()) {
                    if (entry.getValue() == next) {
                        return entry.getKey() < 0 ? "<constant pool>" : "static " + graph.strings.get(entry.getKey());
                    }
                }
                return "<signers or protection domain>";
            }
            case HprofGraph.INSTANCE -> {
                if (graph.classOf[node] == next) {
                    return "<class>";
                }
                String[] found = {"?"};
                graph.instanceEdges(graph.classOf[node], graph.instanceValues(node), (name, target) -> {
                    if (target == next && found[0].equals("?")) {
                        found[0] = name;
                    }
                });
                return found[0];
            }
            default -> {
                return graph.classOf[node] == next ? "<class>" : "[]";
            }
        }
    }

    /**
     * For a weak or soft reference on the chain (a thread local's entry), what it points to and whether
     * that is still strongly reachable: an entry whose thread local is gone is stale, and its value stays
     * until the thread touches its thread locals again.
     */
    private static String referent(HprofGraph graph, int[] parent, int node) throws IOException {
        long referent = graph.referentOf(node);
        if (referent == 0) {
            return "";
        }
        int target = graph.index.get(referent);
        if (target < 0) {
            return " (referent gone)";
        }
        if (parent[target] == UNSEEN) {
            return " (referent " + graph.className(target) + ", not strongly reachable: a stale entry)";
        }
        int holder = parent[target];
        return " (referent " + graph.className(target) + ", held by "
                + (holder == ROOT ? "a root" : graph.className(holder) + " ." + link(graph, holder, referent)) + ")";
    }

    /** For a thread, its name (a thread keeps what it runs, and its name says whose it is); otherwise nothing. */
    private static String threadName(HprofGraph graph, int node) throws IOException {
        if (graph.kinds[node] != HprofGraph.INSTANCE || !isThread(graph, graph.classOf[node])) {
            return "";
        }
        long[] name = {0};
        graph.instanceEdges(graph.classOf[node], graph.instanceValues(node), (field, target) -> {
            if (field.equals("name") && name[0] == 0) {
                name[0] = target;
            }
        });
        int string = graph.index.get(name[0]);
        if (string < 0) {
            return "";
        }
        long[] value = {0};
        graph.instanceEdges(graph.classOf[string], graph.instanceValues(string), (field, target) -> value[0] = target);
        int bytes = graph.index.get(value[0]);
        return bytes < 0 ? "" : " \"" + new String(graph.primitiveElements(bytes), StandardCharsets.ISO_8859_1) + "\"";
    }

    private static boolean isThread(HprofGraph graph, long classId) {
        for (long c = classId; c != 0 && graph.classes.containsKey(c); c = graph.classes.get(c).superId()) {
            if (graph.classes.get(c).name().equals("java.lang.Thread")) {
                return true;
            }
        }
        return false;
    }
}
