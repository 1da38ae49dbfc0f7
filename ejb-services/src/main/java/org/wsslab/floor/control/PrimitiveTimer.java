package org.wsslab.floor.control;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyPair;
import java.security.MessageDigest;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.function.LongSupplier;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.PricePoint;

/**
 * Times the floor's operations in this JVM, with the lab's RSA key and fresh symmetric keys, at the
 * lengths a message's parts have: from a header's few dozen bytes to the 1.4 MB of a 1 MB payload in
 * base64. Each operation is first run for a while unmeasured (so the JIT compiles what a run's calls
 * use compiled), then timed call by call in {@value #ROUNDS} rounds over all operations and lengths;
 * its price at a length is the lowest of its rounds' median calls. The floor is the least the
 * cryptography can cost, and a burst of other work (a server still starting: run 141 priced an
 * RSA signature at 7.8 ms where it costs 1.2) slows one round, not all. Inputs are made before the
 * clock starts. Budgeted so that all operations take a few seconds.
 */
public final class PrimitiveTimer {

    /** Lengths of data an operation is timed at: header, small body, 16 KB, 256 KB, 1.5 MB. */
    static final List<Integer> DATA_LENGTHS = List.of(64, 1_024, 16_384, 262_144, 1_572_864);
    /** RSA signatures and MACs sign a SignedInfo or a certificate: a few KB at most. */
    static final List<Integer> SIGNED_LENGTHS = List.of(64, 1_024, 16_384);
    /** TLS protects records of at most 16 KB, each on its own. */
    static final List<Integer> TLS_RECORD_LENGTHS = List.of(64, 1_024, MessageOperations.TLS_RECORD);
    /** Key wraps wrap a session key. */
    static final List<Integer> KEY_LENGTHS = List.of(16);

    static final int MIN_CALLS = 5;
    static final int ROUNDS = 3;
    static final int MAX_CALLS = 200;

    private final KeyPair rsa;
    private final LongSupplier clock;
    private final long warmupNanos;
    private final long timedNanos;
    private final Random random = new Random(1);

    /**
     * @param rsa         the key the lab signs and unwraps with (its length sets the RSA prices)
     * @param clock       nanoseconds (System::nanoTime, but a test may count instead)
     * @param warmupNanos how long each operation runs unmeasured first
     * @param timedNanos  how long each (operation, length) is timed for in all rounds, at least {@value #MIN_CALLS} calls a round
     */
    public PrimitiveTimer(KeyPair rsa, LongSupplier clock, long warmupNanos, long timedNanos) {
        this.rsa = rsa;
        this.clock = clock;
        this.warmupNanos = warmupNanos;
        this.timedNanos = timedNanos;
    }

    /** The lab's budget: 30 ms unmeasured and up to 20 ms timed per length, about 3 s for all operations. */
    public static PrimitiveTimer forRuns(KeyPair rsa) {
        return new PrimitiveTimer(rsa, System::nanoTime, 30_000_000L, 20_000_000L);
    }

    /** One priced call, its input made already. */
    interface Call {
        void run() throws GeneralSecurityException;
    }

    /** Makes a call's input (outside the clock) and answers the call. */
    interface CallMaker {
        Call make() throws GeneralSecurityException;
    }

    /** Times the operations given, each at its lengths. */
    public List<PricePoint> time(List<Operation> operations) throws GeneralSecurityException {
        List<CallMaker> calls = new ArrayList<>();
        List<PricePoint> unpriced = new ArrayList<>();
        for (Operation operation : operations) {
            List<Integer> lengths = lengths(operation);
            warm(call(operation, lengths.get(0)));
            for (int length : lengths) {
                calls.add(() -> call(operation, length));
                unpriced.add(new PricePoint(operation, length, 0));
            }
        }
        double[] prices = leastMedians(calls);
        List<PricePoint> points = new ArrayList<>();
        for (int i = 0; i < prices.length; i++) {
            points.add(new PricePoint(unpriced.get(i).operation(), unpriced.get(i).length(), prices[i]));
        }
        return points;
    }

    /** Each call's lowest median over the rounds, every call timed once a round, its input made anew. */
    double[] leastMedians(List<CallMaker> calls) throws GeneralSecurityException {
        double[] least = new double[calls.size()];
        Arrays.fill(least, Double.POSITIVE_INFINITY);
        for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < calls.size(); i++) {
                least[i] = Math.min(least[i], medianNanos(calls.get(i).make()));
            }
        }
        return least;
    }

    static List<Integer> lengths(Operation operation) {
        if (operation.perTlsRecord()) {
            return TLS_RECORD_LENGTHS;
        }
        return switch (operation.kind()) {
            case WRAP, UNWRAP -> KEY_LENGTHS;
            case SIGN, VERIFY, MAC -> SIGNED_LENGTHS;
            case ENCRYPT, DECRYPT, DIGEST, BASE64_ENCODE, BASE64_DECODE -> DATA_LENGTHS;
        };
    }

    private void warm(Call call) throws GeneralSecurityException {
        long end = clock.getAsLong() + warmupNanos;
        do {
            call.run();
        } while (clock.getAsLong() < end);
    }

    private double medianNanos(Call call) throws GeneralSecurityException {
        long[] times = new long[MAX_CALLS];
        int n = 0;
        long end = clock.getAsLong() + timedNanos / ROUNDS;
        while (n < MAX_CALLS && (n < MIN_CALLS || clock.getAsLong() < end)) {
            long start = clock.getAsLong();
            call.run();
            times[n++] = clock.getAsLong() - start;
        }
        long[] timed = Arrays.copyOf(times, n);
        Arrays.sort(timed);
        return n % 2 == 1 ? timed[n / 2] : (timed[n / 2 - 1] + timed[n / 2]) / 2.0;
    }

    private Call call(Operation operation, int length) throws GeneralSecurityException {
        byte[] data = bytes(length);
        return switch (operation.kind()) {
            case SIGN -> {
                Signature signature = Signature.getInstance(operation.jca());
                yield () -> {
                    signature.initSign(rsa.getPrivate());
                    signature.update(data);
                    signature.sign();
                };
            }
            case VERIFY -> {
                Signature signature = Signature.getInstance(operation.jca());
                signature.initSign(rsa.getPrivate());
                signature.update(data);
                byte[] signed = signature.sign();
                yield () -> {
                    signature.initVerify(rsa.getPublic());
                    signature.update(data);
                    if (!signature.verify(signed)) {
                        throw new GeneralSecurityException("the timer's own signature did not verify");
                    }
                };
            }
            case MAC -> {
                Mac mac = Mac.getInstance(operation.jca());
                SecretKey key = new SecretKeySpec(bytes(operation.keyBits() / 8), operation.jca());
                yield () -> {
                    mac.init(key);
                    mac.doFinal(data);
                };
            }
            case WRAP, UNWRAP -> keyWrap(operation, data);
            case ENCRYPT, DECRYPT -> operation.gcm() ? gcm(operation, data) : cbc(operation, data);
            case DIGEST -> {
                MessageDigest digest = MessageDigest.getInstance(operation.jca());
                yield () -> digest.digest(data);
            }
            case BASE64_ENCODE -> () -> Base64.getEncoder().encode(data);
            case BASE64_DECODE -> {
                byte[] encoded = Base64.getEncoder().encode(data);
                yield () -> Base64.getDecoder().decode(encoded);
            }
        };
    }

    private Call keyWrap(Operation operation, byte[] keyBytes) throws GeneralSecurityException {
        boolean symmetric = operation.keyBits() > 0;
        Key wrapping = symmetric ? new SecretKeySpec(bytes(operation.keyBits() / 8), "AES") : rsa.getPublic();
        Key unwrapping = symmetric ? wrapping : rsa.getPrivate();
        SecretKey session = new SecretKeySpec(keyBytes, "AES");
        Cipher cipher = Cipher.getInstance(operation.jca());
        if (operation.kind() == Operation.Kind.WRAP) {
            return () -> {
                cipher.init(Cipher.WRAP_MODE, wrapping);
                cipher.wrap(session);
            };
        }
        cipher.init(Cipher.WRAP_MODE, wrapping);
        byte[] wrapped = cipher.wrap(session);
        return () -> {
            cipher.init(Cipher.UNWRAP_MODE, unwrapping);
            cipher.unwrap(wrapped, "AES", Cipher.SECRET_KEY);
        };
    }

    private Call cbc(Operation operation, byte[] data) throws GeneralSecurityException {
        SecretKey key = new SecretKeySpec(bytes(operation.keyBits() / 8), "AES");
        IvParameterSpec iv = new IvParameterSpec(bytes(16));
        Cipher cipher = Cipher.getInstance(operation.jca());
        if (operation.kind() == Operation.Kind.ENCRYPT) {
            return () -> {
                cipher.init(Cipher.ENCRYPT_MODE, key, iv);
                cipher.doFinal(data);
            };
        }
        cipher.init(Cipher.ENCRYPT_MODE, key, iv);
        byte[] encrypted = cipher.doFinal(data);
        return () -> {
            cipher.init(Cipher.DECRYPT_MODE, key, iv);
            cipher.doFinal(encrypted);
        };
    }

    /** GCM refuses to encrypt twice under one IV, so each encryption counts its IV up, as TLS does. */
    private Call gcm(Operation operation, byte[] data) throws GeneralSecurityException {
        SecretKey key = new SecretKeySpec(bytes(operation.keyBits() / 8), "AES");
        Cipher cipher = Cipher.getInstance(operation.jca());
        ByteBuffer iv = ByteBuffer.allocate(12);
        long[] counter = {0};
        if (operation.kind() == Operation.Kind.ENCRYPT) {
            return () -> {
                iv.putLong(4, ++counter[0]);
                cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv.array()));
                cipher.doFinal(data);
            };
        }
        GCMParameterSpec spec = new GCMParameterSpec(128, iv.array().clone());
        cipher.init(Cipher.ENCRYPT_MODE, key, spec);
        byte[] encrypted = cipher.doFinal(data);
        return () -> {
            cipher.init(Cipher.DECRYPT_MODE, key, spec);
            cipher.doFinal(encrypted);
        };
    }

    private byte[] bytes(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }
}
