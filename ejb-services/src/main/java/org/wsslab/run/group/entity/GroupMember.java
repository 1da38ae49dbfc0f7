package org.wsslab.run.group.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A run's membership of a group, as GROUP_MEMBER holds it: a row of its own rather than a column of
 * RUN, so that a run's own row stays what it measures; deleting the run deletes the row (ON DELETE CASCADE).
 */
@Entity
@Table(name = "GROUP_MEMBER")
@NamedQuery(name = GroupMember.ALL, query = "SELECT m FROM GroupMember m")
@NamedQuery(name = GroupMember.RUNS_OF, query = "SELECT r FROM Run r, GroupMember m WHERE m.runId = r.id AND m.groupName = :name"
        + " ORDER BY r.progress.created DESC, r.id DESC")
@NamedQuery(name = GroupMember.COUNTS, query = "SELECT m.groupName, r.progress.status, COUNT(r) FROM Run r, GroupMember m"
        + " WHERE m.runId = r.id GROUP BY m.groupName, r.progress.status")
public class GroupMember {

    public static final String ALL = "GroupMember.all";
    /** Every group's runs counted by status, in one query: rows of (group name, status, count). */
    public static final String COUNTS = "GroupMember.counts";
    /** A group's runs, newest first, as GET /runs lists runs. */
    public static final String RUNS_OF = "GroupMember.runsOf";

    @Id
    @Column(name = "RUN_ID")
    private Long runId;

    @Column(name = "GROUP_NAME", nullable = false, length = RunGroup.MAX_NAME)
    private String groupName;

    protected GroupMember() {
        // for JPA
    }

    public GroupMember(long runId, String groupName) {
        this.runId = runId;
        this.groupName = groupName;
    }

    public long runId() {
        return runId;
    }

    public String groupName() {
        return groupName;
    }
}
