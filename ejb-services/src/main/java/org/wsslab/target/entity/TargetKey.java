package org.wsslab.target.entity;

import java.io.Serializable;
import java.util.Objects;

/**
 * A registered target's key (Flyway V35): the lab that registered it and its name, so that labs sharing
 * one results store each have their own "remote" and never call, change or remove another lab's.
 */
public class TargetKey implements Serializable {

    private static final long serialVersionUID = 1L;

    private String lab;
    private String name;

    public TargetKey() {
        // for JPA
    }

    public TargetKey(String lab, String name) {
        this.lab = lab;
        this.name = name;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TargetKey key && Objects.equals(lab, key.lab) && Objects.equals(name, key.name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lab, name);
    }
}
