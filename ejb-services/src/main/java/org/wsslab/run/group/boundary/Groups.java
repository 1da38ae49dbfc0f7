package org.wsslab.run.group.boundary;

import jakarta.ejb.EJBException;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.MeasuredRequest;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.group.entity.GroupMember;
import org.wsslab.run.group.entity.Reproduces;
import org.wsslab.run.group.entity.RunGroup;
import org.wsslab.run.group.entity.StoredGroup;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RunSummaries;

/**
 * Groups of runs made as replicates of one request, defined once for the lab: a queued run joins one,
 * and a group is listed, its runs read, and its figures pooled over its completed runs. What reads a
 * run's overheads as replicates (the API, the compare page, bin/wsslab bench invocations, later the
 * studies' verdicts) reads them here.
 */
@Stateless
public class Groups {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Inject
    RunSummaries summaries;

    @Inject
    GroupCreation creation;

    /**
     * Makes a (queued, not yet committed, shaped: mode and workload set) run a member of the group asked
     * for (null: none), making the group if it is new; refuses, so that nothing is stored, a kind other
     * than the group's and a run of another request than the group's runs.
     */
    public void join(Run run, RunGroup asked) {
        if (asked == null) {
            return;
        }
        StoredGroup group = em.find(StoredGroup.class, asked.name(), LockModeType.PESSIMISTIC_WRITE);
        if (group == null) {
            group = created(asked);
        }
        if (!group.lab().equals(run.getLab())) {
            // Names are one in a shared store: another lab's replicates are not this run's.
            throw Refusal.at("group", "'" + group.name() + "' is a group of lab " + group.lab() + " and this lab is " + run.getLab()
                    + "; name another group").as(Refusal.Kind.CONFLICT);
        }
        if (asked.kind() != null && asked.kind() != group.kind()) {
            throw Refusal.at("group_kind", "group '" + group.name() + "' holds " + group.kind().words() + " (" + group.kind().id()
                    + "); leave group_kind out, or give " + group.kind().id() + ", or name another group");
        }
        MeasuredRequest measured = MeasuredRequest.of(run);
        for (Run member : runs(group.name())) {
            MeasuredRequest theirs = MeasuredRequest.of(member);
            if (!member.getId().equals(run.getId()) && !theirs.equals(measured)) {
                throw Refusal.at("group", "group '" + group.name() + "' holds runs of one request: " + theirs + "; this run differs in "
                        + String.join(", ", theirs.differences(measured)) + ". Ask for the same, or name another group");
            }
        }
        em.persist(new GroupMember(run.getId(), group.name()));
    }

    /**
     * The new group asked for, committed before the run joins it. A group made by a run posted at the
     * same moment is the same group: this run joins it, and is refused if it asked for another kind.
     * Should this run be refused afterwards, the group stays, empty, as a group whose runs were all
     * deleted does.
     */
    private StoredGroup created(RunGroup asked) {
        try {
            creation.ifAbsent(asked.name(), asked.kind() == null ? GroupKind.DEFAULT : asked.kind());
        } catch (EJBException madeMeanwhile) {
            // Another run's request stored it between our look and our insert: read theirs below.
        }
        StoredGroup group = em.find(StoredGroup.class, asked.name(), LockModeType.PESSIMISTIC_WRITE);
        if (group == null) {
            throw new IllegalStateException("group '" + asked.name() + "' was neither made nor found");
        }
        return group;
    }

    /**
     * Makes a group of same-JVM replicates tagged with the study item it reproduces, its runs to join it
     * as they are queued (in the same transaction); refuses a name a group has already.
     */
    public void open(String name, Reproduces reproduces) {
        if (em.find(StoredGroup.class, name, LockModeType.PESSIMISTIC_WRITE) != null) {
            throw Refusal.conflict("group '" + name + "' exists already; reproduce again in a moment");
        }
        em.persist(new StoredGroup(name, GroupKind.SAME_JVM, Instant.now(), reproduces));
        // In the table before its runs join it: join reads it back under a lock.
        em.flush();
    }

    /** The groups made to reproduce a study's item, newest first, with their runs counted. */
    public List<GroupSummary> ofItem(String study, String item) {
        return em.createNamedQuery(StoredGroup.OF_ITEM, StoredGroup.class).setParameter("study", study).setParameter("item", item)
                .getResultList().stream().map(group -> summary(group, runs(group.name()))).toList();
    }

    /** The groups made to reproduce any item of a study, newest first, with their runs counted. */
    public List<GroupSummary> ofStudy(String study) {
        return em.createNamedQuery(StoredGroup.OF_STUDY, StoredGroup.class).setParameter("study", study).getResultList().stream()
                .map(group -> summary(group, runs(group.name()))).toList();
    }

    /** Every group, newest first, with its runs counted (in one query, not one per group: the list is read on every compare page). */
    public List<GroupSummary> list() {
        Map<String, int[]> counts = new HashMap<>();
        for (Object[] row : em.createNamedQuery(GroupMember.COUNTS, Object[].class).getResultList()) {
            int[] runsAndCompleted = counts.computeIfAbsent((String) row[0], name -> new int[2]);
            int count = ((Number) row[2]).intValue();
            runsAndCompleted[0] += count;
            if (row[1] == RunStatus.COMPLETED) {
                runsAndCompleted[1] += count;
            }
        }
        return em.createNamedQuery(StoredGroup.NEWEST_FIRST, StoredGroup.class).getResultList().stream().map(group -> {
            int[] runsAndCompleted = counts.getOrDefault(group.name(), new int[2]);
            return new GroupSummary(group.name(), group.kind(), group.created(), runsAndCompleted[0], runsAndCompleted[1],
                    group.reproduces());
        }).toList();
    }

    /** The group's runs, newest first (as GET /runs lists runs); refuses a name no group has. */
    public List<Run> runsOf(String name) {
        stored(name);
        return runs(name);
    }

    /** The group read as replicates: its completed runs' overheads pooled per secured cell; refuses a name no group has. */
    public GroupView view(String name) {
        StoredGroup group = stored(name);
        List<Run> runs = runs(name);
        Map<Long, List<CellSummary>> byReplicate = new LinkedHashMap<>();
        runs.reversed().stream().filter(run -> run.getStatus() == RunStatus.COMPLETED)
                .forEach(run -> byReplicate.put(run.getId(), summaries.of(run)));
        return GroupView.of(summary(group, runs), byReplicate);
    }

    /** Each grouped run's group name, by run id: for lists of runs. */
    public Map<Long, String> byRun() {
        return em.createNamedQuery(GroupMember.ALL, GroupMember.class).getResultList().stream()
                .collect(Collectors.toMap(GroupMember::runId, GroupMember::groupName));
    }

    /** The group a run belongs to; empty for a run of none. */
    public Optional<String> of(long runId) {
        return Optional.ofNullable(em.find(GroupMember.class, runId)).map(GroupMember::groupName);
    }

    private StoredGroup stored(String name) {
        StoredGroup group = name == null ? null : em.find(StoredGroup.class, name);
        if (group == null) {
            throw Refusal.notFound("group '" + name + "' (GET /groups lists the groups)");
        }
        return group;
    }

    private List<Run> runs(String name) {
        return em.createNamedQuery(GroupMember.RUNS_OF, Run.class).setParameter("name", name).getResultList();
    }

    private static GroupSummary summary(StoredGroup group, List<Run> runs) {
        return new GroupSummary(group.name(), group.kind(), group.created(), runs.size(),
                (int) runs.stream().filter(run -> run.getStatus() == RunStatus.COMPLETED).count(), group.reproduces());
    }
}
