package org.wsslab.run.jmeter;

import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.execution.control.EnvironmentProbe;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.run.store.entity.StoredLoadCell;
import org.wsslab.run.store.entity.StoredSegment;
import org.wsslab.target.boundary.Targets;
import org.wsslab.target.entity.Target;

/**
 * JMeter's results file of a run's plan stored as a new run of this lab (docs/jmeter.md): the file held
 * to the plan ({@link JtlCheck}), then the run, its segment and environment, its samples (through the
 * engine's own {@link SampleStore}), what each cell measured under load and the engines' own facts
 * ({@link JmeterSampleRows}), all in this method's one transaction: a refusal or a failure stores nothing.
 * The run is the source run's plan with each cell's clients those of all engines together (every engine
 * runs the whole plan), so its summary, load figures and comparisons are those of an in-server load run.
 */
@Stateless
public class JmeterImport {

    /** How the engines' calls were measured, as the run's environment records it. */
    static final String MEASURED = "by the lab's JMeter sampler in each engine's JVM: System.nanoTime() around the port call (ns), the"
            + " calling thread's CPU time; JMeter's own elapsed (whole ms) kept beside each call";

    private static final int BATCH = 1000;

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Resource(lookup = "jdbc/wsslab-results")
    DataSource database;

    @EJB
    SampleStore samples;

    @Inject
    EnvironmentProbe environment;

    @Inject
    EndpointTurn turn;

    /**
     * Stores the results file {@code jtl} of run {@code runId}'s plan (of {@code durationSeconds} per cell,
     * or null: of fixed calls) as a new run, and answers its id; refuses an unknown run (404), a run no
     * plan repeats (409), any while a cell is measured in this JVM (409), and a file that does not match the plan (400 at {@code results}, naming its line).
     */
    public long importResults(long runId, Integer durationSeconds, String jtl) {
        Run source = em.find(Run.class, runId);
        if (source == null) {
            throw Refusal.notFound("run " + runId);
        }
        JmeterCells plan = JmeterCells.of(source, durationSeconds);
        // Reading and storing a file of up to 64 MB takes this JVM's CPU: never while a cell is measured in it.
        Runnable endTurn = turn.tryTake().orElseThrow(() -> Refusal.conflict("a run, a verification, a soak or a profile is"
                + " measuring; JMeter's results are imported when it has ended, so that reading them does not take the time it measures"));
        try {
            return store(source, plan, jtl);
        } finally {
            endTurn.run();
        }
    }

    private long store(Run source, JmeterCells plan, String jtl) {
        long runId = source.getId();
        JmeterResults results = JtlCheck.of(jtl, plan);
        Instant started = results.started();
        Run run = new Run(source.getEndpoints(), source.getSuites(), source.getSizes(), source.getCallsPerCell(), source.getWarmupCalls(),
                source.getOrder(), source.getBootstrapSeed(), Instant.now());
        run.plan().aim(Target.LAB);
        run.plan().carry(source.getWorkload());
        run.load(source.getClients().stream().map(clients -> clients * results.engines().size()).toList());
        run.label(label(source, plan, results));
        run.start(started);
        run.progress(results.calls().size(), null, null);
        run.finish(RunStatus.COMPLETED, results.finished(), null);
        em.persist(run);
        em.flush(); // its row before the rows that reference it: the entities below map no relation to it
        long id = run.getId();
        em.persist(new StoredSegment(new Segment(id, 0, started, 0, environment(source, plan, results))));
        int cores = Runtime.getRuntime().availableProcessors();
        for (LoadCell load : results.loads(cores)) {
            em.persist(new StoredLoadCell(id, 0, load));
        }
        em.flush();
        List<Sample> all = results.calls().stream().map(call -> results.sample(id, call)).toList();
        for (int from = 0; from < all.size(); from += BATCH) {
            samples.storeWithin(all.subList(from, Math.min(all.size(), from + BATCH)));
        }
        try (Connection db = database.getConnection()) {
            // The two columns the entity does not write: where its calls were made (as a run file's import writes it), and
            // its calls (a plan of a duration makes as many as its time allowed, not the plan's count).
            try (PreparedStatement origin = db.prepareStatement("UPDATE RUN SET IMPORTED_FROM = ?, TOTAL_CALLS = ? WHERE ID = ?")) {
                origin.setString(1, origin(source, plan, results));
                origin.setLong(2, results.calls().size());
                origin.setLong(3, id);
                origin.executeUpdate();
            }
            JmeterSampleRows.insert(db, id, results);
        } catch (SQLException e) {
            throw new IllegalStateException("could not store JMeter's results of run " + runId + "'s plan: " + e.getMessage(), e);
        }
        return id;
    }

    /** What the engines said of each call of run {@code runId} beyond its sample; empty for a run JMeter did not make. */
    public Map<JmeterSampleRows.Key, JmeterSampleRows.Row> rows(long runId) {
        try (Connection db = database.getConnection()) {
            return JmeterSampleRows.of(db, runId);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read run " + runId + "'s JMeter rows: " + e.getMessage(), e);
        }
    }

    private static RunLabel label(Run source, JmeterCells plan, JmeterResults results) {
        int engines = results.engines().size();
        return RunLabel.of("JMeter: run " + source.getId() + "'s plan on " + engines + (engines == 1 ? " engine" : " engines"),
                "JMeter's results file of run " + source.getId() + "'s plan " + plan.planId() + (plan.durationSeconds() == null ? ""
                        : " (" + plan.durationSeconds() + " s per cell)") + ", run by " + engines + " engine(s), each the whole plan: "
                        + engines(results, 3000) + ". A cell's clients are its threads on all engines together.");
    }

    private static String origin(Run source, JmeterCells plan, JmeterResults results) {
        return "JMeter: run " + source.getId() + "'s plan " + plan.planId() + " on " + results.engines().size() + " engine(s): "
                + engines(results, 900);
    }

    /** The engines' names, as many as fit in {@code room} characters. */
    private static String engines(JmeterResults results, int room) {
        String all = String.join(", ", results.engines());
        return all.length() <= room ? all : all.substring(0, room) + " …";
    }

    /** The lab's environment, as a run of its own records it, and what the lab knows of the engines and how they measured. */
    private String environment(Run source, JmeterCells plan, JmeterResults results) {
        JsonObject lab = Json.createReader(new StringReader(environment.describe(source.getEndpoints(), source.getBootstrapSeed(),
                Targets.lab()))).readObject();
        JsonObjectBuilder json = Json.createObjectBuilder(lab).add("client", "jmeter").add("jmeter_engines",
                Json.createArrayBuilder(results.engines())).add("jmeter_plan", plan.planId()).add("jmeter_source_run", source.getId())
                .add("measured", MEASURED);
        if (plan.durationSeconds() != null) {
            json.add("jmeter_duration_s", plan.durationSeconds());
        }
        return json.build().toString();
    }
}
