package org.wsslab.study.verdict.control;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.control.CellCalls;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.RunSummarizer;

/**
 * A lab that makes its round trips up, seeded, and stores them as the lab's own runs are stored: the
 * run's plan ({@link CallOrder#of(Run)}, as the engine walks it) gives each call its cell, seq and
 * warm-up flag; its summary is {@link RunSummarizer}'s and its counted calls {@link CellCalls}'; a
 * {@link CellRecord} carries each cell's noise and bytes. No mocks: a verdict reads these runs through
 * the code path it reads real ones by.
 *
 * <p>A call of a cell costs plain's round trip at its size ({@link #plainNanos}) × the cell's factor
 * there, × the unit's drift (one level per round of a paired run, per replicate of a run in blocks,
 * shared by every cell: it must cancel in a ratio), × the cell's own level in that unit (spread
 * {@link #unitNoise}: it does not cancel), × the call's own noise (spread {@link #callNoise}). Warm-up
 * and settle calls cost four times as much: were they counted, the figures would show it. In a
 * sequences run a call has its own noise only, and a session's first call adds the cell's handshake;
 * its totals are added up as the engine adds them ({@link SequenceTotal}).
 */
final class SyntheticLab {

    static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");
    static final int WARMUP = 5;
    /** What a run's start records of its stack, as EnvironmentProbe writes it. */
    static final String ENVIRONMENT = """
            {"glassfish_version": "8.0.0", "metro_version": "4.0.5", "jaxws_runtime_version": "4.0.3",
             "jdk": "Eclipse Adoptium 25.0.1+8-LTS (OpenJDK 64-Bit Server VM)"}""";
    /** Round trips are lognormal around their level: these are the spreads of their logarithms. */
    static final double DRIFT = 0.3;

    private final Random random;
    private final long seed;
    private final List<Endpoint> endpoints = new ArrayList<>(List.of(PLAIN));
    private final Map<Endpoint, IntToDoubleFunction> factors = new HashMap<>();
    private final Map<Endpoint, Long> handshakes = new HashMap<>();
    private final Map<Endpoint, String> noisy = new HashMap<>();
    private final Map<Endpoint, IntUnaryOperator> bytes = new HashMap<>();
    private final Map<Endpoint, IntUnaryOperator> responses = new HashMap<>();
    private double callNoise = 0.05;
    private double unitNoise = 0;

    SyntheticLab(long seed) {
        this.seed = seed;
        this.random = new Random(seed);
        factors.put(PLAIN, size -> 1);
    }

    /** A claim as a study file holds it. */
    static JsonObject claim(String json) {
        return Json.createReader(new StringReader(json)).readObject();
    }

    static Endpoint endpoint(String id) {
        return Endpoint.byId(id).orElseThrow();
    }

    /** Plain's round trip at a size: 1 ms and 10 ns a byte. */
    static double plainNanos(int size) {
        return 1_000_000 + 10.0 * size;
    }

    /** A cell that costs {@code factor} × plain at every size. */
    SyntheticLab cell(String id, double factor) {
        return cell(id, size -> factor);
    }

    /** A cell whose factor over plain depends on the size. */
    SyntheticLab cell(String id, IntToDoubleFunction factor) {
        Endpoint endpoint = endpoint(id);
        if (!endpoint.equals(PLAIN)) {
            endpoints.add(endpoint);
        }
        factors.put(endpoint, factor);
        return this;
    }

    /** What a session's first call of the cell adds, in ns. */
    SyntheticLab handshake(String id, long nanos) {
        handshakes.put(endpoint(id), nanos);
        return this;
    }

    /** Marks the cell's blocks as measured on a busy machine, for this reason. */
    SyntheticLab noisy(String id, String reason) {
        noisy.put(endpoint(id), reason);
        return this;
    }

    /** The cell's request and response bodies on the wire, by size. */
    SyntheticLab bytes(String id, IntUnaryOperator bySize) {
        return bytes(id, bySize, bySize);
    }

    /** The cell's request and response bodies on the wire, each by size (a response-only payload grows the response alone). */
    SyntheticLab bytes(String id, IntUnaryOperator request, IntUnaryOperator response) {
        bytes.put(endpoint(id), request);
        responses.put(endpoint(id), response);
        return this;
    }

    SyntheticLab callNoise(double spread) {
        this.callNoise = spread;
        return this;
    }

    SyntheticLab unitNoise(double spread) {
        this.unitNoise = spread;
        return this;
    }

    /** A run in order rounds: each cell's warm-up, then {@code rounds} rounds of visits in a seeded random order. */
    Replicate paired(List<Integer> sizes, int calls, Rounds rounds) {
        Run run = new Run(endpoints, List.of(AlgorithmSuite.DEFAULT), sizes, calls, WARMUP, Order.ROUNDS, seed, T0);
        run.pair(rounds);
        return replicate(run, seq -> rounds.roundOf(seq, WARMUP, calls).orElse(-1), rounds.count());
    }

    /** A run in order blocks, each cell's calls together: one unit only, drift and all. */
    Replicate blocks(List<Integer> sizes, int calls) {
        Run run = new Run(endpoints, List.of(AlgorithmSuite.DEFAULT), sizes, calls, WARMUP, Order.BLOCKS, seed, T0);
        return replicate(run, seq -> seq < WARMUP ? -1 : 0, 1);
    }

    /** {@code k} runs in order blocks of one request, as a group's replicates: each its own drift and levels. */
    List<Replicate> replicates(int k, List<Integer> sizes, int calls) {
        return IntStream.range(0, k).mapToObj(i -> blocks(sizes, calls)).toList();
    }

    /** A sequences run at one size: every cell opens a session for each length and repeat in turn. */
    Replicate sequences(int size, Sequences sequences) {
        return sequences(List.of(size), sequences);
    }

    /** A paired sequences run: each size makes only its pairs' lengths (001 Fig 11), every cell in turn. */
    Replicate paired(Sequences pairs) {
        return sequences(pairs.pairSizes(), pairs);
    }

    private Replicate sequences(List<Integer> sizes, Sequences sequences) {
        Run run = new Run(endpoints, List.of(AlgorithmSuite.DEFAULT), sizes, sequences.callsPerCell(), WARMUP, Order.BLOCKS,
                seed, T0);
        run.follow(sequences);
        List<Sample> samples = new ArrayList<>();
        List<SequenceTotal> totals = new ArrayList<>();
        Map<Endpoint, long[]> open = new HashMap<>();
        CallOrder plan = CallOrder.of(run);
        for (int i = 0; i < plan.size(); i++) {
            CallOrder.Call call = plan.get(i);
            double level = plainNanos(call.size()) * factors.get(call.endpoint()).applyAsDouble(call.size());
            long rtt = Math.round(level * lognormal(callNoise) * (call.warmup() ? 4 : 1));
            boolean first = call.step() != null && call.step().first();
            if (first) {
                rtt += handshakes.getOrDefault(call.endpoint(), 0L);
            }
            samples.add(Sample.measured(0, call.endpoint(), call.size(), call.seq(), 0, call.warmup(), first || call.seq() == 0, rtt,
                    rtt / 2, T0.plusMillis(i)));
            if (call.step() != null) {
                long[] sequence = first ? open.computeIfAbsent(call.endpoint(), e -> new long[3]) : open.get(call.endpoint());
                if (first) {
                    sequence[0] = call.seq();
                    sequence[1] = 0;
                    sequence[2] = rtt;
                }
                sequence[1] += rtt;
                if (call.step().last()) {
                    totals.add(new SequenceTotal(0, call.endpoint(), call.size(), call.step().length(), call.step().repeat(),
                            (int) sequence[0], 0, sequence[1], sequence[2], 0));
                }
            }
        }
        return new Replicate(run, summary(run, samples), cellCalls(samples), Optional.empty(), totals, samples, Optional.empty(),
                Optional.empty(), ENVIRONMENT);
    }

    /** The run's calls as the engine would store them, walking its plan; {@code unitOf} tells a seq's unit (−1: warm-up or settle). */
    private Replicate replicate(Run run, IntUnaryOperator unitOf, int units) {
        double[] drift = levels(units, DRIFT);
        Map<String, double[]> own = new HashMap<>();
        List<Sample> samples = new ArrayList<>();
        CallOrder plan = CallOrder.of(run);
        for (int i = 0; i < plan.size(); i++) {
            CallOrder.Call call = plan.get(i);
            int unit = unitOf.applyAsInt(call.seq());
            double level = plainNanos(call.size()) * factors.get(call.endpoint()).applyAsDouble(call.size());
            if (call.warmup() || unit < 0) {
                level *= 4;
            } else {
                level *= drift[unit] * own.computeIfAbsent(call.endpoint().id() + "@" + call.size(), c -> levels(units, unitNoise))[unit];
            }
            long rtt = Math.round(level * lognormal(callNoise));
            samples.add(Sample.measured(0, call.endpoint(), call.size(), call.seq(), 0, call.warmup(), call.seq() == 0, rtt, rtt / 2,
                    T0.plusMillis(i)));
        }
        return new Replicate(run, summary(run, samples), cellCalls(samples), Optional.empty(), List.of(), List.of(), Optional.empty(),
                Optional.of(convergence(run, samples)), ENVIRONMENT);
    }

    /** Where each cell settles, as a stopped run's view gives it: its calls in the order made. */
    private static Convergence convergence(Run run, List<Sample> samples) {
        List<Convergence.Cell> cells = new ArrayList<>();
        for (int size : run.getSizes()) {
            for (Endpoint endpoint : run.getEndpoints()) {
                cells.add(Convergence.of(endpoint, size, 1, samples.stream().filter(s -> s.endpoint().equals(endpoint) && s.size() == size)
                        .toList()));
            }
        }
        return new Convergence(cells);
    }

    private List<CellSummary> summary(Run run, List<Sample> samples) {
        List<CellRecord> records = new ArrayList<>();
        for (int size : run.getSizes()) {
            for (Endpoint endpoint : run.getEndpoints()) {
                Noise noise = noisy.containsKey(endpoint) ? new Noise(0.4, 2.9, 4.0, 85.0, true, noisy.get(endpoint))
                        : new Noise(0.2, 0.2, 0.0, 1.0, false, null);
                Long request = bytes.containsKey(endpoint) ? Long.valueOf(bytes.get(endpoint).applyAsInt(size)) : null;
                Long response = responses.containsKey(endpoint) ? Long.valueOf(responses.get(endpoint).applyAsInt(size)) : null;
                records.add(new CellRecord(endpoint, size, noise, request, response, null, null, null, null));
            }
        }
        return new RunSummarizer(run, samples, records).summary();
    }

    private static List<CellCalls> cellCalls(List<Sample> samples) {
        Map<String, List<Sample>> byCell = new LinkedHashMap<>();
        samples.forEach(sample -> byCell.computeIfAbsent(sample.endpoint().id() + "@" + sample.size(), c -> new ArrayList<>()).add(sample));
        return byCell.values().stream().map(calls -> CellCalls.of(calls.get(0).endpoint(), calls.get(0).size(), calls)).toList();
    }

    private double[] levels(int units, double spread) {
        double[] levels = new double[units];
        for (int unit = 0; unit < units; unit++) {
            levels[unit] = lognormal(spread);
        }
        return levels;
    }

    private double lognormal(double spread) {
        return Math.exp(spread * random.nextGaussian());
    }
}
