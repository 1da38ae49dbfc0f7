package org.wsslab.jmeter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.jmeter.config.Arguments;
import org.apache.jmeter.protocol.java.sampler.JavaSampler;
import org.apache.jmeter.protocol.java.sampler.JavaSamplerContext;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.threads.JMeterContextService;

/**
 * One JMeter thread's life with the lab's sampler, as JMeter's JavaSampler drives it, for tests without a
 * JMeter engine (this module's, and the ear module's LabEchoSamplerIT through this module's test jar).
 */
public final class SamplerThread {

    private SamplerThread() {
    }

    /**
     * The sampler element named {@code name}, its arguments the defaults a new element shows overridden by
     * {@code given}: setupTest, {@code samples} runTest, teardownTest, on the calling thread.
     */
    public static List<SampleResult> run(String name, Map<String, String> given, int samples) {
        Arguments arguments = new LabEchoSampler().getDefaultParameters();
        given.forEach((argument, value) -> {
            arguments.removeArgument(argument);
            arguments.addArgument(argument, value);
        });
        JavaSampler element = new JavaSampler();
        element.setName(name);
        JMeterContextService.getContext().setCurrentSampler(element);
        JavaSamplerContext context = new JavaSamplerContext(arguments);
        LabEchoSampler sampler = new LabEchoSampler();
        sampler.setupTest(context);
        List<SampleResult> results = new ArrayList<>();
        for (int i = 0; i < samples; i++) {
            results.add(sampler.runTest(context));
        }
        sampler.teardownTest(context);
        return results;
    }
}
