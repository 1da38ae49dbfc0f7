package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.Set;
import org.wsslab.run.group.entity.RunGroup;

/**
 * The group the new run is a replicate in, as typed: its name (empty: none) and, for a group not made
 * yet, its kind (empty: the group's own kind, same-jvm for a new group). A group holds runs of one
 * request: a run asking for something else is refused when it starts, beside the group's field.
 */
public class GroupFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name = "";
    private String kind = "";

    /** The group typed, checked (RunGroup.of: one line, no slash, a known kind); null when the name is empty. */
    RunGroup group() {
        return RunGroup.of(name, kind.isBlank() ? null : kind);
    }

    /** These fields as in {@code typed}, those set aside (component ids) left empty; a kind belongs to its group: aside with it. */
    void takeAside(GroupFields typed, Set<String> aside) {
        boolean groupAside = aside.contains("group");
        name = groupAside ? "" : typed.name;
        kind = groupAside || aside.contains("groupKind") ? "" : typed.kind;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name == null ? "" : name;
    }

    public String getKind() {
        return kind;
    }

    public void setKind(String kind) {
        this.kind = kind == null ? "" : kind;
    }
}
