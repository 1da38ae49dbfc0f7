package org.wsslab.console.runs;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.Map;
import org.wsslab.run.entity.Run;
import org.wsslab.run.group.boundary.Groups;

/** The group each listed run is a replicate in, read once per request for the runs page's group column. */
@Named
@RequestScoped
public class RunGroups {

    @Inject
    Groups groups;

    private Map<Long, String> byRun;

    /** The run's group's name; null for a run of none. */
    public String of(Run run) {
        if (byRun == null) {
            byRun = groups.byRun();
        }
        return byRun.get(run.getId());
    }
}
