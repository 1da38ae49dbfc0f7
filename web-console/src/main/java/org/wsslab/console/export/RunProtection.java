package org.wsslab.console.export;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.run.entity.Run;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * The attack matrix a run's report embeds: the newest completed verification that attacked every
 * secured endpoint the run measured, cut to the rows of the run's endpoints. The newest of all may
 * have attacked other mechanisms only, and one of every mechanism would put some sixty rows beside a
 * run of four; plain, which claims nothing, need not have been attacked.
 */
public final class RunProtection {

    private RunProtection() {
    }

    /** Empty where no completed verification covers the run: the report says so. */
    public static Optional<AttackMatrix> covering(Run run, Verifications verifications) {
        return covering(run, verifications.all(), verification -> verifications.verdicts(verification.id()));
    }

    /** @param newestFirst the lab's verifications, the newest first (as Verifications.all) */
    static Optional<AttackMatrix> covering(Run run, List<Verification> newestFirst, Function<Verification, List<Verdict>> verdicts) {
        List<Endpoint> secured = run.getEndpoints().stream().filter(endpoint -> endpoint.mechanism() != Mechanism.PLAIN).toList();
        return newestFirst.stream()
                .filter(verification -> verification.status() == VerificationStatus.COMPLETED
                        && verification.endpoints().containsAll(secured))
                .findFirst().map(verification -> {
                    AttackMatrix all = AttackMatrix.of(verification, verdicts.apply(verification));
                    return new AttackMatrix(verification, all.attacks(),
                            all.rows().stream().filter(row -> run.getEndpoints().contains(row.endpoint())).toList());
                });
    }
}
