package org.wsslab.run.group.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** A group as RUN_GROUP holds it: its name (the key), its kind, when its first run was queued. */
@Entity
@Table(name = "RUN_GROUP")
@NamedQuery(name = StoredGroup.NEWEST_FIRST, query = "SELECT g FROM StoredGroup g ORDER BY g.created DESC, g.name")
public class StoredGroup {

    public static final String NEWEST_FIRST = "StoredGroup.newestFirst";

    @Id
    @Column(length = RunGroup.MAX_NAME)
    private String name;

    @Column(nullable = false, length = 16)
    private String kind;

    @Column(nullable = false)
    private OffsetDateTime created;

    protected StoredGroup() {
        // for JPA
    }

    public StoredGroup(String name, GroupKind kind, Instant created) {
        this.name = name;
        this.kind = kind.id();
        this.created = created.atOffset(ZoneOffset.UTC);
    }

    public String name() {
        return name;
    }

    public GroupKind kind() {
        return GroupKind.byId(kind).orElseThrow(() -> new IllegalStateException("group " + name + " has an unknown kind " + kind));
    }

    public Instant created() {
        return created.toInstant();
    }
}
