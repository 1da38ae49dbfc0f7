package org.wsslab.console.compare;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.pages.PageErrors;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.group.boundary.GroupCell;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.run.group.boundary.GroupView;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PooledRatio;

/**
 * Backs the group view of runs/compare.xhtml?group=name: a group's pooled overhead per secured cell,
 * with the interval it carries said in words, its CV and each replicate's own estimate; and the other
 * groups to choose from. Without {@code group} the page compares runs as it always did ({@link CompareBacking}).
 */
@Named
@RequestScoped
public class GroupBacking {

    @Inject
    Groups groups;

    @Inject
    Runs runs;

    private String name;
    private GroupView view;
    private boolean read;

    @PostConstruct
    void readName() {
        name = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap().get("group");
    }

    /** Whether the page was asked for a group (then it shows no comparison of runs). */
    public boolean isAsked() {
        return name != null;
    }

    /** The page's view action: a name no group has gets the lab's error page. */
    public void load() {
        if (isAsked() && getView() == null) {
            PageErrors
                    .notFound("there is no group '" + name + "'; the groups are " + getGroups().stream().map(GroupSummary::name).toList());
        }
    }

    /** The group read as replicates; null when none was asked for or none has the name. */
    public GroupView getView() {
        if (!read) {
            read = true;
            try {
                view = isAsked() ? groups.view(name) : null;
            } catch (Refusal unknown) {
                view = null;
            }
        }
        return view;
    }

    public List<GroupSummary> getGroups() {
        return groups.list();
    }

    /** Which interval the pooled figures carry, for the whole table: "between-replicate 95% interval, k = 3 same-JVM replicates". */
    public String getIntervalWords() {
        GroupView group = getView();
        if (group.cells().isEmpty()) {
            return "No completed replicate measured a secured cell yet: there is nothing to pool.";
        }
        String kinds = group.cells().stream().map(cell -> cell.intervalWords(group.group().kind())).distinct()
                .collect(Collectors.joining("; "));
        return "The pooled figures carry a " + kinds + " (the overhead over plain on medians of each replicate, pooled as a"
                + " geometric mean of the ratios; the interval is a t interval across the replicates).";
    }

    /** The pooled overhead with its interval, "+19.7% [−2.7, +47.3]". */
    public String pooled(GroupCell cell) {
        PooledRatio pooled = cell.pooled();
        return Figures.delta(new Overhead(pooled.pct(), pooled.ciLow(), pooled.ciHigh()));
    }

    /** The between-replicate CV of the ratio, "8.3%"; the no-value mark with one replicate. */
    public String cv(GroupCell cell) {
        return cell.pooled().cvPct() == null ? Figures.NONE : Figures.number(cell.pooled().cvPct(), 1, false) + "%";
    }

    /** Each replicate's own estimate, "run 4: +10.0% [+9.0, +11.0]", oldest first. */
    public String replicates(GroupCell cell) {
        return cell.replicates().stream().map(r -> "run " + r.run() + ": " + Figures.delta(r.overhead())).collect(Collectors.joining("; "));
    }

    /** The cell's size in its workload's unit ("100 B", "10 records"), as its replicates measured it. */
    public String size(GroupCell cell) {
        return runs.stored(cell.replicates().get(0).run()).getWorkload().label(cell.size());
    }

    /** The group's name as a path segment, for its API address. */
    public String getEncodedName() {
        return URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
