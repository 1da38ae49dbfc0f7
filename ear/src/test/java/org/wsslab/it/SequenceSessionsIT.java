package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import java.time.Duration;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.MetroContexts;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.Sequences;

/**
 * Every sequence of a sequences run begins a new session where the mechanism has one, as the server
 * sees it: a new security context held by secure-conversation's endpoint, a new token from the STS.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class SequenceSessionsIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Runs runs;

    @EJB
    InvocationCounter invocations;

    @Test
    void eachSequenceOpensANewContextAndAsksForANewToken() throws Exception {
        int contextsBefore = MetroContexts.held();
        long tokensBefore = invocations.tokenRequests();
        // Two lengths made three times: six sequences per mechanism, no warm-up.
        RunRequest request = new RunRequest(List.of("secure-conversation", "sts-issued-token"), List.of(100), null, 0, null,
                new Sequences(List.of(1, 2), 3), null, null, null, null);
        long id = runs.queue(request).getId();
        Run run = Poll.until("run " + id, Duration.ofMinutes(3), Duration.ofMillis(200), () -> runs.find(id).orElseThrow(),
                r -> r.getStatus() != RunStatus.QUEUED && r.getStatus() != RunStatus.RUNNING);
        assertEquals(RunStatus.COMPLETED, run.getStatus(), run.getFailure());

        int contexts = MetroContexts.held() - contextsBefore;
        long tokens = invocations.tokenRequests() - tokensBefore;
        // Six sequences, and the exchange after the size that counts its wire bytes (a port of its own): 7. A
        // session kept across sequences would have made 2.
        assertTrue(contexts >= 6 && contexts <= 8, "a new security context per sequence, as the server holds them: " + contexts);
        assertTrue(tokens >= 6 && tokens <= 8, "a new token per sequence, as the STS issued them: " + tokens);
        assertEquals(3 * 6, runs.sequenceTotals(id).stream().filter(t -> t.complete()).count(),
                "every sequence stored with its total, plain's too");
    }
}
