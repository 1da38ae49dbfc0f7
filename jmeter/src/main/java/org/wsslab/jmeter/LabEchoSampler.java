package org.wsslab.jmeter;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.apache.jmeter.config.Arguments;
import org.apache.jmeter.protocol.java.sampler.AbstractJavaSamplerClient;
import org.apache.jmeter.protocol.java.sampler.JavaSamplerContext;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.samplers.Sampler;
import org.apache.jmeter.util.JMeterUtils;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoPortOpener;
import org.wsslab.client.control.EchoSession;
import org.wsslab.echo.contract.Echo;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.jmeter.SampleMessage;
import org.wsslab.timing.ProcessCpu;
import org.wsslab.workload.control.Exchange;

/**
 * The lab's client as a JMeter Java sampler: each JMeter thread is one lab client, its calls made and
 * measured as the run engine's MeasuredCall makes them. Per thread one {@link EchoSession} from
 * {@link EchoPortOpener} (the code that opens the engine's ports), opened by the first call, so iteration 0 is
 * the port's initial call; the payload made before the clock; {@code System.nanoTime()} and the thread's CPU
 * time around the port call only; the echo checked after. Each sample's responseMessage is a
 * {@link SampleMessage}: JMeter's own elapsed is whole milliseconds, the lab's ns.
 *
 * <p>Arguments ({@link SamplerArguments}): endpoint, size, shape, direction, work, warmup, cell, plan. JMeter
 * properties ({@link EngineSettings}): wsslab.host, wsslab.http.port, wsslab.https.port, wsslab.engine. The
 * JVM's system property wsslab.keys.dir names the lab's key folder, as in the lab's domain (HTTPS trusts it too:
 * {@link LabTrust}). Arguments the lab refuses, or a key folder an HTTPS endpoint cannot be trusted from, fail every
 * sample of the thread with the reason: a JMeter thread never dies of them silently.
 */
public class LabEchoSampler extends AbstractJavaSamplerClient {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private SamplerArguments arguments;
    private String engine;
    private EchoSession session;
    /** Every sample of this thread, failed with why, when the arguments or settings were refused; else null. */
    private SampleMessage refused;
    private int refusedWarmup;
    private int iteration;

    @Override
    public Arguments getDefaultParameters() {
        Arguments defaults = new Arguments();
        for (String[] argument : SamplerArguments.DEFAULTS) {
            defaults.addArgument(argument[0], argument[1]);
        }
        return defaults;
    }

    /** Once per JMeter thread, before its first sample: reads the arguments; opens no port (the first call does). */
    @Override
    public void setupTest(JavaSamplerContext context) {
        engine = EngineSettings.defaultEngine();
        try {
            EngineSettings settings = EngineSettings.read(JMeterUtils::getProperty);
            engine = settings.engine();
            arguments = SamplerArguments.read(context::getParameter);
            if (arguments.endpoint().mechanism().transport() == Transport.HTTPS) {
                LabTrust.install();
            }
            session = EchoPortOpener.session(arguments.endpoint(), settings.target());
        } catch (Refusal | IllegalArgumentException | IllegalStateException e) {
            // What the refused samples' messages carry of the arguments, read leniently once: a plan or cell
            // that is itself refused becomes "unknown" and 0, so that every line still parses.
            String plan = context.getParameter(SamplerArguments.PLAN, "");
            refused = new SampleMessage(plan.isBlank() || plan.chars().anyMatch(Character::isWhitespace) ? "unknown" : plan,
                    wholeOr(context.getParameter(SamplerArguments.CELL), 0), 0, 0, false, false, 0, 0, -1, engine, e.getMessage());
            refusedWarmup = wholeOr(context.getParameter(SamplerArguments.WARMUP), 0);
            getNewLogger().warn("wsslab sampler cannot make its calls, every sample of this thread fails: {}", e.getMessage());
        }
    }

    @Override
    public SampleResult runTest(JavaSamplerContext context) {
        int i = iteration++;
        int thread = context.getJMeterContext().getThreadNum();
        Sampler element = context.getJMeterContext().getCurrentSampler();
        String label = element == null ? "" : element.getName();
        if (refused != null) {
            return refusal(label, thread, i);
        }
        return call(label, new SampleMessage(arguments.plan(), arguments.cell(), thread, i, i < arguments.warmup(), false, 0, 0,
                -1, engine, null));
    }

    /**
     * One call, as MeasuredCall makes it. A session's call refused after its first (its context dropped by
     * the server) is made once more on a new session, flagged initial; the sample is that second call's.
     */
    private SampleResult call(String label, SampleMessage planned) {
        SampleResult result = new SampleResult();
        result.setSampleLabel(label);
        session.renewIfDue();
        boolean initial = session.opensOnNextCall();
        Exchange exchange = Exchange.of(arguments.workload(), arguments.size(), ThreadLocalRandom.current().nextLong());
        Function<Echo, Object> operation = exchange::call;
        result.setSentBytes(PayloadBytes.sent(arguments));
        // JMeter's start and elapsed time are the lab's own measurement, in JMeter's whole ms: timed by JMeter's clock
        // apart (sampleStart/sampleEnd), a thread preempted between the two clocks' reads would part them by
        // milliseconds, and the import holds each row's ns to its elapsed time. The CPU clock's reads stay outside.
        long cpuBefore = threads.getCurrentThreadCpuTime();
        long stamp = System.currentTimeMillis();
        long start = System.nanoTime();
        try {
            Object answer = session.call(operation);
            long ns = System.nanoTime() - start;
            result.setStampAndTime(stamp, Math.round(ns / 1e6));
            long cpu = threads.getCurrentThreadCpuTime() - cpuBefore;
            SampleMessage made = measured(planned, initial, ns, cpu);
            String mismatch = exchange.mismatch(answer);
            if (mismatch != null) {
                return failed(result, made.failedWith(mismatch));
            }
            result.setBodySize(PayloadBytes.answered(answer));
            result.setSuccessful(true);
            result.setResponseCode("200");
            result.setResponseMessage(made.format());
            return result;
        } catch (RuntimeException | LinkageError e) {
            long ns = System.nanoTime() - start;
            result.setStampAndTime(stamp, Math.round(ns / 1e6));
            long cpu = threads.getCurrentThreadCpuTime() - cpuBefore;
            if (session.renewAfterFailure(arguments.endpoint(), initial)) {
                return call(label, planned);
            }
            return failed(result, measured(planned, initial, ns, cpu).failedWith(CallFailures.describe(e)));
        }
    }

    private static SampleMessage measured(SampleMessage planned, boolean initial, long ns, long cpu) {
        return new SampleMessage(planned.plan(), planned.cell(), planned.thread(), planned.iteration(), planned.warmup(), initial, ns,
                Math.max(cpu, 0), ProcessCpu.nanos(), planned.engine(), null);
    }

    /** A sample of a thread whose arguments were refused: no call made, the refusal as its error. */
    private SampleResult refusal(String label, int thread, int i) {
        SampleResult result = new SampleResult();
        result.setSampleLabel(label);
        result.sampleStart();
        result.sampleEnd();
        return failed(result, new SampleMessage(refused.plan(), refused.cell(), thread, i, i < refusedWarmup, false, 0, 0,
                ProcessCpu.nanos(), engine, refused.error()));
    }

    private static int wholeOr(String given, int fallback) {
        try {
            return Math.max(Integer.parseInt(given == null ? "" : given.strip()), 0);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static SampleResult failed(SampleResult result, SampleMessage message) {
        result.setBodySize(0L);
        result.setSuccessful(false);
        result.setResponseCode("500");
        result.setResponseMessage(message.format());
        return result;
    }

    @Override
    public void teardownTest(JavaSamplerContext context) {
        session = null;
    }
}
