package org.wsslab.run.group.entity;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How a group's replicates were made, which says which variance their spread holds: runs one after
 * another in one running lab share a JVM (its JIT decisions, its heap's layout), so their spread
 * leaves out what changes between JVM invocations, which is most of it on the JVM (Georges et al.
 * 2007; Kalibera and Jones 2013).
 */
public enum GroupKind {

    /** Replicates one after another in a running lab. */
    SAME_JVM("same-jvm", "same-JVM replicates", "replicates one after another in a running lab"),
    /** Each replicate made in a freshly started lab (bin/wsslab bench invocations). */
    INVOCATIONS("invocations", "JVM invocations", "each replicate in a freshly started lab");

    public static final GroupKind DEFAULT = SAME_JVM;

    private final String id;
    private final String words;
    private final String meaning;

    GroupKind(String id, String words, String meaning) {
        this.id = id;
        this.words = words;
        this.meaning = meaning;
    }

    /** The kind's name in the API and in RUN_GROUP.KIND. */
    public String id() {
        return id;
    }

    /** What its replicates are called in a sentence: "k = 3 same-JVM replicates". */
    public String words() {
        return words;
    }

    /** How its replicates are made, in words: "replicates one after another in a running lab". */
    public String meaning() {
        return meaning;
    }

    public static Optional<GroupKind> byId(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id.equals(id)).findFirst();
    }

    /** The kinds and what each means, for a refusal: "same-jvm (default: …), invocations (…)". */
    public static String allowed() {
        return Arrays.stream(values()).map(kind -> kind.id + " (" + (kind == DEFAULT ? "default: " : "") + kind.meaning + ")")
                .collect(Collectors.joining(", "));
    }
}
