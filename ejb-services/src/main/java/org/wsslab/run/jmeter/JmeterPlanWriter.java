package org.wsslab.run.jmeter;

import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a run's plan as a JMeter test plan (.jmx, JMeter 5.6.3's format): one thread group per cell,
 * run one after another as the lab runs its load cells, each holding the lab's sampler
 * ({@value #SAMPLER}) with the cell's endpoint, size, workload and warm-up, and one results listener
 * writing the CSV results file the lab imports. No JSR223/Groovy element: JMeter's Groovy fails on the
 * Java the lab runs on (docs/jmeter.md).
 *
 * <p>Where the lab is and the key folder are not in the plan: they are properties of the JMeter that runs
 * it ({@code -Jwsslab.host}, {@code -Jwsslab.http.port}, {@code -Jwsslab.https.port},
 * {@code -Dwsslab.keys.dir}), so one plan runs from any host, and the results file is
 * {@code ${__P(wsslab.results,results.jtl)}}.
 */
public final class JmeterPlanWriter {

    /** The lab's sampler class, in the jar the build's {@code jmeter} module makes. */
    public static final String SAMPLER = "org.wsslab.jmeter.LabEchoSampler";

    /** The JMeter release the plan is written for, and the build assembles. */
    public static final String JMETER_VERSION = "5.6.3";

    private final JmeterCells cells;
    private XMLStreamWriter xml;
    private int depth;

    public JmeterPlanWriter(JmeterCells cells) {
        this.cells = cells;
    }

    public void write(Writer out) {
        try {
            xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            open("jmeterTestPlan", "version", "1.2", "properties", "5.0", "jmeter", JMETER_VERSION);
            open("hashTree");
            testPlan();
            open("hashTree");
            for (JmeterCells.Cell cell : cells.cells()) {
                threadGroup(cell);
                open("hashTree");
                sampler(cell);
                empty("hashTree");
                close();
            }
            resultCollector();
            empty("hashTree");
            close();
            close();
            close();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("the JMeter plan could not be written: " + e.getMessage(), e);
        }
    }

    private void testPlan() throws XMLStreamException {
        open("TestPlan", "guiclass", "TestPlanGui", "testclass", "TestPlan", "testname",
                "wsslab run " + cells.run() + " (" + cells.planId() + ")");
        string("TestPlan.comments", comments());
        bool("TestPlan.functional_mode", false);
        // The lab measures its cells one after another; so does the plan.
        bool("TestPlan.serialize_threadgroups", true);
        bool("TestPlan.tearDown_on_shutdown", true);
        open("elementProp", "name", "TestPlan.user_defined_variables", "elementType", "Arguments", "guiclass", "ArgumentsPanel",
                "testclass", "Arguments", "testname", "User Defined Variables");
        empty("collectionProp", "name", "Arguments.arguments");
        close();
        close();
    }

    private String comments() {
        return "Written by wsslab for run " + cells.run() + " of lab " + cells.lab() + ". Run it with the lab's JMeter home"
                + " (bin/wsslab jmeter " + cells.run() + "), or in any JMeter " + JMETER_VERSION + " whose lib/ext holds the lab's"
                + " sampler jars: -Jwsslab.host, -Jwsslab.http.port, -Jwsslab.https.port say where the lab is, -Dwsslab.keys.dir"
                + " its client keys, -Jwsslab.results the results file; import that file into the lab (POST /api/runs/"
                + cells.run() + "/jmeter" + (cells.durationSeconds() == null ? "" : "?duration=" + cells.durationSeconds()) + ").";
    }

    private void threadGroup(JmeterCells.Cell cell) throws XMLStreamException {
        boolean timed = cells.durationSeconds() != null;
        open("ThreadGroup", "guiclass", "ThreadGroupGui", "testclass", "ThreadGroup", "testname",
                "cell " + cell.index() + ": " + cell.label());
        // A failed call is a sample like any other: the thread goes on, as the lab's clients do.
        string("ThreadGroup.on_sample_error", "continue");
        open("elementProp", "name", "ThreadGroup.main_controller", "elementType", "LoopController", "guiclass", "LoopControlPanel",
                "testclass", "LoopController", "testname", "Loop Controller");
        bool("LoopController.continue_forever", false);
        string("LoopController.loops", timed ? "-1" : String.valueOf(cells.iterationsPerThread()));
        close();
        string("ThreadGroup.num_threads", String.valueOf(cell.clients()));
        string("ThreadGroup.ramp_time", "0");
        bool("ThreadGroup.scheduler", timed);
        string("ThreadGroup.duration", timed ? String.valueOf(cells.durationSeconds()) : "");
        string("ThreadGroup.delay", "");
        // One port per thread for the whole cell, as the lab's client threads hold theirs.
        bool("ThreadGroup.same_user_on_next_iteration", true);
        close();
    }

    private void sampler(JmeterCells.Cell cell) throws XMLStreamException {
        open("JavaSampler", "guiclass", "JavaTestSamplerGui", "testclass", "JavaSampler", "testname", cell.label());
        open("elementProp", "name", "arguments", "elementType", "Arguments", "guiclass", "ArgumentsPanel", "testclass", "Arguments");
        open("collectionProp", "name", "Arguments.arguments");
        for (Map.Entry<String, String> argument : arguments(cell).entrySet()) {
            open("elementProp", "name", argument.getKey(), "elementType", "Argument");
            string("Argument.name", argument.getKey());
            string("Argument.value", argument.getValue());
            string("Argument.metadata", "=");
            close();
        }
        close();
        close();
        string("classname", SAMPLER);
        close();
    }

    /** The sampler's arguments for a cell: what the lab's engine knows of a call before making it. */
    static Map<String, String> arguments(JmeterCells.Cell cell, JmeterCells cells) {
        Map<String, String> arguments = new LinkedHashMap<>();
        arguments.put("endpoint", cell.endpoint().id());
        arguments.put("size", String.valueOf(cell.size()));
        arguments.put("shape", cells.workload().shape().id());
        arguments.put("direction", cells.workload().direction().id());
        arguments.put("work", cells.workload().work().id());
        arguments.put("warmup", String.valueOf(cells.warmup()));
        arguments.put("cell", String.valueOf(cell.index()));
        arguments.put("plan", cells.planId());
        return arguments;
    }

    private Map<String, String> arguments(JmeterCells.Cell cell) {
        return arguments(cell, cells);
    }

    private void resultCollector() throws XMLStreamException {
        open("ResultCollector", "guiclass", "SimpleDataWriter", "testclass", "ResultCollector", "testname", "wsslab results");
        bool("ResultCollector.error_logging", false);
        open("objProp");
        element("name", "saveConfig");
        open("value", "class", "SampleSaveConfiguration");
        // CSV with a header, every column the import reads, none it does not (no response data).
        for (Map.Entry<String, Boolean> field : saveConfig().entrySet()) {
            element(field.getKey(), String.valueOf(field.getValue()));
        }
        element("assertionsResultsToSave", "0");
        close();
        close();
        string("filename", "${__P(wsslab.results,results.jtl)}");
        close();
    }

    private static Map<String, Boolean> saveConfig() {
        Map<String, Boolean> fields = new LinkedHashMap<>();
        for (String on : new String[]{"time", "latency", "timestamp", "success", "label", "code", "message", "threadName", "assertions",
                "subresults", "fieldNames", "saveAssertionResultsFailureMessage", "bytes", "sentBytes", "threadCounts", "idleTime",
                "connectTime", "hostname"}) {
            fields.put(on, true);
        }
        for (String off : new String[]{"dataType", "encoding", "responseData", "samplerData", "xml", "responseHeaders", "requestHeaders",
                "responseDataOnError", "url"}) {
            fields.put(off, false);
        }
        return fields;
    }

    private void string(String name, String value) throws XMLStreamException {
        indent();
        xml.writeStartElement("stringProp");
        xml.writeAttribute("name", name);
        xml.writeCharacters(value);
        xml.writeEndElement();
    }

    private void bool(String name, boolean value) throws XMLStreamException {
        indent();
        xml.writeStartElement("boolProp");
        xml.writeAttribute("name", name);
        xml.writeCharacters(String.valueOf(value));
        xml.writeEndElement();
    }

    private void element(String name, String text) throws XMLStreamException {
        indent();
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    private void open(String name, String... attributes) throws XMLStreamException {
        indent();
        xml.writeStartElement(name);
        attributes(attributes);
        depth++;
    }

    private void empty(String name, String... attributes) throws XMLStreamException {
        indent();
        xml.writeEmptyElement(name);
        attributes(attributes);
    }

    private void close() throws XMLStreamException {
        depth--;
        indent();
        xml.writeEndElement();
    }

    private void attributes(String... attributes) throws XMLStreamException {
        for (int i = 0; i < attributes.length; i += 2) {
            xml.writeAttribute(attributes[i], attributes[i + 1]);
        }
    }

    private void indent() throws XMLStreamException {
        xml.writeCharacters("\n" + "  ".repeat(depth));
    }
}
