package org.wsslab.run.execution.control;

import org.wsslab.client.control.TargetAddresses;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.target.control.IdentityReader;
import org.wsslab.target.entity.Placement;
import org.wsslab.target.entity.TargetStatus;

/**
 * Whether a run's target in another JVM still answers, asked after one of its calls failed (outside
 * every clock): a failure is the mechanism's while the target answers; when it does not (killed,
 * stopped, its host gone), the run stops there, the failed call stored with its reason, and ends
 * INTERRUPTED to be resumed once the target is back, rather than storing a failure for every call left.
 */
final class TargetWatch {

    private final String name;
    private final TargetAddresses addresses;
    private final IdentityReader identities = new IdentityReader();

    private TargetWatch(String name, TargetAddresses addresses) {
        this.name = name;
        this.addresses = addresses;
    }

    /** The watch over a run's target; null for one in the lab's own JVM, which cannot be gone while the run runs. */
    static TargetWatch of(TargetStatus target) {
        return target.placement() == null || target.placement() == Placement.IN_SERVER ? null
                : new TargetWatch(target.name(), target.addresses());
    }

    /** Throws {@link TargetGone} with the failed call when the target no longer answers. */
    void afterFailure(Sample failed) {
        String reason = gone();
        if (reason != null) {
            throw new TargetGone(failed, "its target " + name + " stopped answering (" + reason + ")");
        }
    }

    /** Why the target no longer answers; null while it does (asked outside every clock). */
    String gone() {
        return identities.read(addresses).reason();
    }

    /** A run's target stopped answering: the failed call that found it out, to be stored before the run stops. */
    static final class TargetGone extends RuntimeException {

        private final transient Sample failed;

        TargetGone(Sample failed, String message) {
            super(message, null, false, false);
            this.failed = failed;
        }

        Sample failed() {
            return failed;
        }
    }
}
