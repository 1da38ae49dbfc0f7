package org.wsslab.run.soak.boundary;

import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.WrongCredentials;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;

/**
 * What a soak check is asked to do: how long, with how many client threads, at which payload size,
 * and optionally which one mechanism is called with a wrong credential ({@code wrongCredential}, a
 * mechanism id; null for none). {@link #check()} says what is wrong with it, in words for the user. The
 * defaults are the issue's: ten minutes, four threads, 10 KB, every credential right.
 */
public record SoakRequest(int seconds, int threads, int size, String wrongCredential) {

    public static final int DEFAULT_SECONDS = 600;
    public static final int DEFAULT_THREADS = 4;
    public static final int DEFAULT_SIZE = 10_240;

    /** A day: long enough to watch the heap, short enough that a typo does not occupy the lab for a week. */
    public static final int MAX_SECONDS = 86_400;
    /** Each thread holds a session per mechanism; more than this on a lab machine measures the scheduler. */
    public static final int MAX_THREADS = 32;

    /** The field's name in the API, which every refusal about it names. */
    public static final String WRONG_CREDENTIAL = "wrong_credential";

    /** A soak with every credential right. */
    public SoakRequest(int seconds, int threads, int size) {
        this(seconds, threads, size, null);
    }

    /** Refuses what no soak can do. */
    public SoakRequest check() {
        if (seconds < 1 || seconds > MAX_SECONDS) {
            throw Refusal.at("seconds", seconds + " is not allowed; a soak lasts from 1 to " + MAX_SECONDS + " seconds");
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw Refusal.at("threads", threads + " is not allowed; a soak has from 1 to " + MAX_THREADS + " client threads");
        }
        if (size < 1 || size > RunRequest.MAX_SIZE) {
            throw Refusal.at("size", size + " is not allowed; a size is a whole number of bytes from 1 to "
                    + RunRequest.MAX_SIZE + " (16 MB)");
        }
        wrongCredentialMechanism();
        return this;
    }

    /**
     * The mechanism to call with a wrong credential, if one is named; refused if the id names no
     * mechanism, or one that authenticates no caller (the baseline, TLS alone, encryption alone): with
     * no credential to get wrong, its calls would succeed and the soak would test nothing.
     */
    public Optional<Mechanism> wrongCredentialMechanism() {
        if (wrongCredential == null) {
            return Optional.empty();
        }
        Optional<Mechanism> named = Mechanism.byId(wrongCredential);
        if (named.isEmpty()) {
            String given = wrongCredential.isBlank() ? "an empty value names no mechanism"
                    : "'" + wrongCredential + "' is not a mechanism";
            throw Refusal.at(WRONG_CREDENTIAL, given + "; allowed are the mechanisms that authenticate their caller: "
                    + withCredential() + " (leave it out for a soak with every credential right)");
        }
        if (!WrongCredentials.exist(named.get())) {
            throw Refusal.at(WRONG_CREDENTIAL, "'" + wrongCredential + "' authenticates no caller, so it has no credential to"
                    + " get wrong; allowed are the mechanisms that do: " + withCredential());
        }
        return named;
    }

    /** The mechanisms a wrong credential can be given to. */
    static List<String> withCredential() {
        return Mechanism.all().stream().filter(WrongCredentials::exist).map(Mechanism::id).toList();
    }
}
