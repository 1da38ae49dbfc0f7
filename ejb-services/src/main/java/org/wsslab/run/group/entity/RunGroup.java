package org.wsslab.run.group.entity;

import org.wsslab.refusal.Refusal;

/**
 * The group a run request asks its run to join: a name a person gives ("nightly-100B") and, for a
 * group not made yet, its kind (null: the group's own kind, or {@link GroupKind#DEFAULT} for a new one).
 */
public record RunGroup(String name, GroupKind kind) {

    public static final int MAX_NAME = 120;

    /** The group of these texts (the body's {@code group} and {@code group_kind}); null when neither is given. */
    public static RunGroup of(String name, String kind) {
        String shown = name == null || name.isBlank() ? null : name.strip();
        if (shown == null) {
            if (kind != null) {
                throw Refusal.at("group_kind", "a kind is a group's; give group (its name) too, or leave group_kind out");
            }
            return null;
        }
        boolean breaks = shown.chars().anyMatch(Character::isISOControl);
        // A group is read at /groups/{name}: a slash there would name another route.
        if (shown.length() > MAX_NAME || breaks || shown.contains("/")) {
            throw Refusal.at("group", "a group's name is one line of at most " + MAX_NAME + " characters without a slash; this one has "
                    + shown.length() + (breaks ? " and a line break or control character" : "")
                    + (shown.contains("/") ? " and a slash" : ""));
        }
        if (kind == null) {
            return new RunGroup(shown, null);
        }
        return new RunGroup(shown, GroupKind.byId(kind).orElseThrow(
                () -> Refusal.at("group_kind", "'" + kind + "' is not a kind of group; allowed are " + GroupKind.allowed())));
    }
}
