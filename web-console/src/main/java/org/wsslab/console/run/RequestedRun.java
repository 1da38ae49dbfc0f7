package org.wsslab.console.run;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import java.util.Map;
import org.wsslab.console.pages.PageErrors;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;

/**
 * The run that runs/run.xhtml shows, read once per request and shared by the page's beans. Its id
 * travels with each request (the view parameter on a first visit, the form's hidden field on every
 * poll and choice), so the page always shows what is stored now.
 */
@RequestScoped
public class RequestedRun {

    @Inject
    Runs runs;

    private String given;
    private long id;
    private Run run;
    private boolean read;

    /**
     * Takes the id from the request before any phase needs it: the buttons' rendered conditions are
     * evaluated while the request's values are applied, before the hidden field reaches a bean.
     */
    @PostConstruct
    void readId() {
        Map<String, String> parameters = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        given = parameters.getOrDefault("run:runId", parameters.get("id"));
        try {
            id = given == null ? 0 : Long.parseLong(given.strip());
        } catch (NumberFormatException e) {
            id = 0;
        }
    }

    public long id() {
        return id;
    }

    /**
     * For a page's first visit (its view action): sends the lab's error page when the request names no
     * stored run, and says whether it did.
     */
    public boolean missing() {
        if (given == null || given.isBlank()) {
            PageErrors.badRequest("give the run to show as ?id=N, a run number from the list of runs");
        } else if (id <= 0) {
            PageErrors.notFound("run ids are whole numbers from the list of runs; '" + given.strip() + "' is not one");
        } else if (run() == null) {
            PageErrors.notFound("there is no run " + id + "; it may have been deleted");
        } else {
            return false;
        }
        return true;
    }

    public void id(long id) {
        this.id = id;
        reread();
    }

    /** The run as stored; null when there is none with this id. */
    public Run run() {
        if (!read && id > 0) {
            run = runs.find(id).orElse(null);
            read = true;
        }
        return run;
    }

    /** After an action changed the run: the rest of the request reads it again. */
    void reread() {
        run = null;
        read = false;
    }
}
