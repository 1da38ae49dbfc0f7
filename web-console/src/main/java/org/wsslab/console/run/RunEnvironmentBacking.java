package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import org.wsslab.run.boundary.Runs;

/** Backs runs/run.xhtml's parameters and environment: the run's parameters, and what each start recorded. */
@Named
@RequestScoped
public class RunEnvironmentBacking {

    /** One start of the run (the first, or a resumption) and what it recorded. */
    public record Start(String title, Map<String, String> environment) {
    }

    @Inject
    Runs runs;

    @Inject
    RequestedRun requested;

    public Map<String, String> getParameters() {
        return EnvironmentFields.parameters(requested.run());
    }

    public List<Start> getStarts() {
        return runs.segments(requested.id()).stream()
                .map(segment -> new Start(EnvironmentFields.title(segment), EnvironmentFields.environment(segment))).toList();
    }
}
