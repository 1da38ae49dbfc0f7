package org.wsslab.run.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.workload.entity.Workload;
import org.xml.sax.InputSource;

class JmeterPlanWriterTest {

    private static final List<JmeterCells.Cell> CELLS = List.of(
            new JmeterCells.Cell(0, Mechanism.byId("plain").orElseThrow().endpoint(), 1024, 4),
            new JmeterCells.Cell(1, Mechanism.byId("mutual-certificates").orElseThrow().endpoint(), 1024, 4));

    @Test
    void writesOneThreadGroupPerCellInTheLabsOrderWithTheSamplersArguments() throws Exception {
        JmeterCells cells = new JmeterCells(7, "lab <a&b>", Workload.DEFAULT, CELLS, 5, 20, null);
        Document plan = parse(cells);

        assertEquals("5.6.3", plan.getDocumentElement().getAttribute("jmeter"));
        Element testPlan = only(plan, "TestPlan");
        assertEquals("true", prop(testPlan, "boolProp", "TestPlan.serialize_threadgroups"));
        assertTrue(prop(testPlan, "stringProp", "TestPlan.comments").contains("lab <a&b>"), "the lab's name, escaped and read back");
        NodeList groups = plan.getElementsByTagName("ThreadGroup");
        assertEquals(2, groups.getLength());
        Element first = (Element) groups.item(0);
        assertEquals("4", prop(first, "stringProp", "ThreadGroup.num_threads"));
        assertEquals("25", prop(first, "stringProp", "LoopController.loops"), "warm-up and counted calls per thread");
        assertEquals("false", prop(first, "boolProp", "ThreadGroup.scheduler"));

        NodeList samplers = plan.getElementsByTagName("JavaSampler");
        assertEquals(2, samplers.getLength());
        Element second = (Element) samplers.item(1);
        assertEquals("mutual-certificates 1024 B ×4", second.getAttribute("testname"), "the label the import finds the cell by");
        assertEquals(JmeterPlanWriter.SAMPLER, prop(second, "stringProp", "classname"));
        Map<String, String> arguments = arguments(second);
        assertEquals(Map.of("endpoint", "mutual-certificates", "size", "1024", "shape", "bytes", "direction", "echo", "work", "none",
                "warmup", "5", "cell", "1", "plan", cells.planId()), arguments);
        // Each thread group's sampler sits in the group's own hash tree, as JMeter reads a plan.
        assertEquals("hashTree", next(first).getNodeName());
        assertEquals(1, ((Element) next(first)).getElementsByTagName("JavaSampler").getLength());

        Element results = only(plan, "ResultCollector");
        assertEquals("${__P(wsslab.results,results.jtl)}", prop(results, "stringProp", "filename"));
        assertEquals("false", results.getElementsByTagName("xml").item(0).getTextContent(), "CSV, not XML");
        assertEquals("true", results.getElementsByTagName("fieldNames").item(0).getTextContent());
    }

    @Test
    void aPlanOfADurationLoopsUntilEachGroupsTimeIsUp() throws Exception {
        JmeterCells cells = new JmeterCells(7, "lab", Workload.DEFAULT, CELLS, 5, 20, 30);
        Element group = (Element) parse(cells).getElementsByTagName("ThreadGroup").item(0);
        assertEquals("-1", prop(group, "stringProp", "LoopController.loops"));
        assertEquals("true", prop(group, "boolProp", "ThreadGroup.scheduler"));
        assertEquals("30", prop(group, "stringProp", "ThreadGroup.duration"));
    }

    @Test
    void thePlanIdChangesWithWhatShapesTheCalls() {
        JmeterCells cells = new JmeterCells(7, "lab", Workload.DEFAULT, CELLS, 5, 20, null);
        assertEquals(cells.planId(), new JmeterCells(7, "lab", Workload.DEFAULT, CELLS, 5, 20, null).planId());
        assertTrue(cells.planId().startsWith("run7-"));
        assertNotEquals(cells.planId(), new JmeterCells(7, "lab", Workload.DEFAULT, CELLS, 5, 20, 30).planId());
        assertNotEquals(cells.planId(), new JmeterCells(7, "lab", Workload.DEFAULT, CELLS, 5, 21, null).planId());
        assertNotEquals(cells.planId(), new JmeterCells(7, "lab", Workload.DEFAULT, CELLS.subList(0, 1), 5, 20, null).planId());
        assertNotEquals(cells.planId(), new JmeterCells(8, "lab", Workload.DEFAULT, CELLS, 5, 20, null).planId());
    }

    private static Document parse(JmeterCells cells) throws Exception {
        StringWriter out = new StringWriter();
        new JmeterPlanWriter(cells).write(out);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(out.toString())));
    }

    private static Element only(Document plan, String tag) {
        NodeList found = plan.getElementsByTagName(tag);
        assertEquals(1, found.getLength(), tag);
        return (Element) found.item(0);
    }

    private static String prop(Element in, String tag, String name) {
        NodeList props = in.getElementsByTagName(tag);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < props.getLength(); i++) {
            Element prop = (Element) props.item(i);
            if (prop.getAttribute("name").equals(name)) {
                return prop.getTextContent();
            }
            names.add(prop.getAttribute("name"));
        }
        throw new AssertionError(name + " not among " + names);
    }

    private static Map<String, String> arguments(Element sampler) {
        Map<String, String> arguments = new LinkedHashMap<>();
        NodeList elements = sampler.getElementsByTagName("elementProp");
        for (int i = 0; i < elements.getLength(); i++) {
            Element argument = (Element) elements.item(i);
            if ("Argument".equals(argument.getAttribute("elementType"))) {
                arguments.put(prop(argument, "stringProp", "Argument.name"), prop(argument, "stringProp", "Argument.value"));
            }
        }
        return arguments;
    }

    private static Node next(Element element) {
        Node next = element.getNextSibling();
        while (next != null && next.getNodeType() != Node.ELEMENT_NODE) {
            next = next.getNextSibling();
        }
        return next;
    }
}
