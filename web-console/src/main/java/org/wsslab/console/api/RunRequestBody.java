package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import java.util.List;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.group.entity.RunGroup;

/**
 * The body of POST /runs as JSON-B reads it: every field optional (null: its default), each of its
 * type (BodyValues), no other field. What a run may measure is checked by RunRequest.check().
 */
public class RunRequestBody {

    @JsonbTypeDeserializer(BodyValues.Ids.class)
    public List<String> mechanisms;
    @JsonbTypeDeserializer(BodyValues.Ids.class)
    public List<String> suites;
    public String shape;
    public String direction;
    @JsonbProperty("service_work")
    public String serviceWork;
    @JsonbTypeDeserializer(BodyValues.Wholes.class)
    public List<Integer> sizes;
    public Integer calls;
    /** A number, or {"until_steady": {...}}. */
    @JsonbTypeDeserializer(WarmupBody.Reader.class)
    public WarmupBody warmup;
    public String order;
    /** A paired order's rounds and settle calls per visit (null: the defaults). */
    public Integer rounds;
    public Integer settle;
    /** "fixed" (null here) or one rule. */
    @JsonbTypeDeserializer(RunModeBody.Reader.class)
    public RunModeBody mode;
    @JsonbTypeDeserializer(BodyValues.Wholes.class)
    public List<Integer> clients;
    public String name;
    public String notes;
    /** The group the run is a replicate in (a name), and for a new group its kind (null: same-jvm). */
    public String group;
    @JsonbProperty("group_kind")
    public String groupKind;
    /** The target the run calls: a registered target's name (null: the lab's own, "lab"). */
    public String target;
    /** {"calls": n}: unmeasured calls per endpoint and size before each start (null: none). */
    @JsonbTypeDeserializer(PrimingBody.Reader.class)
    public PrimingBody priming;

    RunRequest request() {
        return new RunRequest(mechanisms, sizes, calls, warmup == null ? null : warmup.calls(), order, mode == null ? null : mode.rule(),
                suites, shape, direction, serviceWork, clients).labelled(RunLabel.of(name, notes)).inRounds(rounds, settle)
                .grouped(RunGroup.of(group, groupKind)).warmingUntilSteady(warmup == null ? null : warmup.rule()).aimedAt(target)
                .primed(priming == null ? null : priming.rule());
    }
}
