package org.wsslab.workload.control;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * One call of a workload, prepared before the clock starts: {@link #call} is all the clock sees (the
 * port call with a payload already made), {@link #mismatch} checks the answer after the clock
 * stopped. Each call's payload is made fresh, from a seed of its own.
 */
public final class Exchange {

    private final Function<Echo, Object> call;
    private final Function<Object, String> check;

    private Exchange(Function<Echo, Object> call, Function<Object, String> check) {
        this.call = call;
        this.check = check;
    }

    /** A call of {@code workload} at {@code size} (bytes, characters or records), its payload made from {@code seed}. */
    public static Exchange of(Workload workload, int size, long seed) {
        Shape shape = workload.shape();
        return switch (workload.direction()) {
            case ECHO -> {
                if (shape == Shape.BYTES) {
                    // The original operation, byte for byte what runs sent before workloads were a choice.
                    byte[] payload = Payloads.bytes(size, seed);
                    yield new Exchange(port -> port.echo(payload), answer -> bytesMismatch(payload, (byte[]) answer));
                }
                Payload payload = Payloads.of(shape, size, seed);
                yield new Exchange(port -> port.echoPayload(payload), answer -> mismatch(payload, (Payload) answer));
            }
            case RESPONSE -> {
                boolean stored = workload.work() == ServiceWork.DB_READ;
                FetchRequest request = stored ? FetchRequest.fromDatabase(shape.id(), size) : new FetchRequest(shape.id(), size, seed);
                long made = stored ? Payloads.DATABASE_SEED : seed;
                // The expected payload is made after the call, outside the clock, so the heap holds one copy while timed.
                yield new Exchange(port -> port.fetch(request), answer -> mismatch(Payloads.of(shape, size, made), (Payload) answer));
            }
            case REQUEST -> {
                Payload payload = Payloads.of(shape, size, seed);
                yield new Exchange(port -> port.accept(payload), answer -> receiptMismatch(size, shape, (Receipt) answer));
            }
        };
    }

    /** The call, through {@code port}: the only part to time. */
    public Object call(Echo port) {
        return call.apply(port);
    }

    /** What is wrong with the answer, in words; null if it is what the call should have answered. */
    public String mismatch(Object answer) {
        return check.apply(answer);
    }

    private static String bytesMismatch(byte[] sent, byte[] answer) {
        return Arrays.equals(sent, answer) ? null
                : "the echo differs from the payload (" + (answer == null ? "null" : answer.length + " bytes") + ")";
    }

    static String mismatch(Payload expected, Payload answer) {
        if (answer == null) {
            return "no payload came back";
        }
        if (expected.getBytes() != null) {
            return Arrays.equals(expected.getBytes(), answer.getBytes()) ? null
                    : "the bytes differ (" + (answer.getBytes() == null ? "none" : answer.getBytes().length + " bytes") + ")";
        }
        if (expected.getText() != null) {
            return expected.getText().equals(answer.getText()) ? null
                    : "the text differs (" + (answer.getText() == null ? "none" : answer.getText().length() + " characters") + ")";
        }
        String books = recordsMismatch("book", expected.getBooks(), answer.getBooks());
        return books != null ? books : recordsMismatch("employee", expected.getEmployees(), answer.getEmployees());
    }

    private static String recordsMismatch(String kind, List<?> expected, List<?> answer) {
        if (expected.size() != answer.size()) {
            return expected.size() + " " + kind + " records expected, " + answer.size() + " came back";
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!Objects.equals(expected.get(i), answer.get(i))) {
                return kind + " record " + (i + 1) + " differs: expected " + expected.get(i) + ", got " + answer.get(i);
            }
        }
        return null;
    }

    private static String receiptMismatch(int size, Shape shape, Receipt receipt) {
        if (receipt == null) {
            return "no receipt came back";
        }
        return receipt.getItems() == size ? null
                : "the receipt counts " + receipt.getItems() + " " + shape.unit() + ", " + size + " were sent";
    }
}
