package org.wsslab.run.group.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.wsslab.lab.LabName;

/**
 * A group as RUN_GROUP holds it: its name (the key, one in a shared store), its kind, when its first run
 * was queued, and the lab that made it (V35): only that lab's runs join it.
 */
@Entity
@Table(name = "RUN_GROUP")
@NamedQuery(name = StoredGroup.NEWEST_FIRST, query = "SELECT g FROM StoredGroup g ORDER BY g.created DESC, g.name")
@NamedQuery(name = StoredGroup.OF_ITEM, query = "SELECT g FROM StoredGroup g WHERE g.study = :study AND g.item = :item"
        + " ORDER BY g.created DESC, g.name")
@NamedQuery(name = StoredGroup.OF_STUDY, query = "SELECT g FROM StoredGroup g WHERE g.study = :study ORDER BY g.created DESC, g.name")
public class StoredGroup {

    public static final String NEWEST_FIRST = "StoredGroup.newestFirst";
    public static final String OF_ITEM = "StoredGroup.ofItem";
    public static final String OF_STUDY = "StoredGroup.ofStudy";

    @Id
    @Column(length = RunGroup.MAX_NAME)
    private String name;

    @Column(nullable = false, length = 16)
    private String kind;

    @Column(nullable = false)
    private OffsetDateTime created;

    @Column(length = 8)
    private String study;

    @Column(length = 40)
    private String item;

    @Column(name = "ITEM_ROLE", length = 40)
    private String role;

    @Column(length = 8)
    private String scale;

    @Column(nullable = false, updatable = false, length = LabName.MAX_LENGTH)
    private String lab;

    protected StoredGroup() {
        // for JPA
    }

    public StoredGroup(String name, GroupKind kind, Instant created) {
        this.name = name;
        this.lab = LabName.current();
        this.kind = kind.id();
        this.created = created.atOffset(ZoneOffset.UTC);
    }

    /** A group made to reproduce a study's item, tagged with what it reproduces. */
    public StoredGroup(String name, GroupKind kind, Instant created, Reproduces reproduces) {
        this(name, kind, created);
        this.study = reproduces.study();
        this.item = reproduces.item();
        this.role = reproduces.role();
        this.scale = reproduces.scale();
    }

    public String name() {
        return name;
    }

    public GroupKind kind() {
        return GroupKind.byId(kind).orElseThrow(() -> new IllegalStateException("group " + name + " has an unknown kind " + kind));
    }

    /** The lab that made it ({@code org.wsslab.lab}). */
    public String lab() {
        return lab;
    }

    public Instant created() {
        return created.toInstant();
    }

    /** What the group reproduces; null for a group a person named. */
    public Reproduces reproduces() {
        return study == null ? null : new Reproduces(study, item, role, scale);
    }
}
