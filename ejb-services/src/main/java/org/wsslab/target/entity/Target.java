package org.wsslab.target.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.nio.file.Path;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.lab.LabName;

/**
 * A registered target (Flyway V31): a name and where it listens. What it runs is read from its
 * identity each time it is listed or a run is queued on it, never stored, since it changes when the
 * target restarts. The lab's own target ({@link #LAB}) is built in and never stored. A target is one
 * lab's (V35: keyed by the lab's name and its own, {@link TargetKey}): labs sharing a store do not see
 * each other's, since where a server listens is where one lab reaches it from.
 */
@Entity
@Table(name = "TARGET")
@IdClass(TargetKey.class)
@NamedQuery(name = Target.BY_NAME, query = "SELECT t FROM Target t WHERE t.lab = :lab ORDER BY t.name")
public class Target {

    /** One lab's targets by name. */
    public static final String BY_NAME = "Target.byName";
    /** The lab's own server: always a target, never removed, the default of every run. */
    public static final String LAB = "lab";
    public static final int MAX_NAME = 40;

    @Id
    @Column(name = "LAB", length = LabName.MAX_LENGTH)
    private String lab;
    @Id
    @Column(name = "NAME", length = MAX_NAME)
    private String name;
    @Column(name = "HOST", nullable = false, length = 255)
    private String host;
    @Column(name = "HTTP_PORT", nullable = false)
    private int httpPort;
    @Column(name = "HTTPS_PORT", nullable = false)
    private int httpsPort;
    /** An OffsetDateTime, as every time the lab stores: EclipseLink 5 reads TIMESTAMP WITH TIME ZONE into no Instant. */
    @Column(name = "REGISTERED", nullable = false)
    private OffsetDateTime registered;
    /** Its GlassFish administration on this host (Flyway V34), both null when not given: then it cannot be restarted. */
    @Column(name = "ADMIN_PORT")
    private Integer adminPort;
    @Column(name = "ADMIN_PASSWORD_FILE", length = 1024)
    private String adminPasswordFile;

    protected Target() {
        // for JPA
    }

    /** A target of this lab ({@link LabName}). */
    public Target(String name, TargetAddresses addresses, Instant registered) {
        this.lab = LabName.current();
        this.name = name;
        this.host = addresses.host();
        this.httpPort = addresses.httpPort();
        this.httpsPort = addresses.httpsPort();
        this.registered = registered.atOffset(ZoneOffset.UTC);
    }

    /** A target the lab can restart the application of (a startup run), through this administration; null: none. */
    public Target administeredAt(TargetAdmin admin) {
        this.adminPort = admin == null ? null : admin.port();
        this.adminPasswordFile = admin == null ? null : admin.passwordFile().toString();
        return this;
    }

    /** Its administration, if it was registered with one. */
    public TargetAdmin admin() {
        return adminPort == null ? null : new TargetAdmin(adminPort, Path.of(adminPasswordFile));
    }

    public String name() {
        return name;
    }

    /** This lab's target of that name's key. */
    public static TargetKey key(String name) {
        return new TargetKey(LabName.current(), name);
    }

    public TargetAddresses addresses() {
        return new TargetAddresses(host, httpPort, httpsPort);
    }

    public Instant registered() {
        return registered.toInstant();
    }
}
