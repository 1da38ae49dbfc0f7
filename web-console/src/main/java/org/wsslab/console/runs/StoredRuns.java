package org.wsslab.console.runs;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;

/**
 * The stored runs, read once per request: the runs list, its poll and its selection all ask for them,
 * and the list's bean outlives the request (view scope) while the list must not.
 */
@RequestScoped
public class StoredRuns {

    @Inject
    Runs runs;

    private List<Run> newestFirst;

    public List<Run> newestFirst() {
        if (newestFirst == null) {
            newestFirst = runs.newestFirst(null);
        }
        return newestFirst;
    }
}
