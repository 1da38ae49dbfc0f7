package org.wsslab.floor.entity;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * A run's price list: what each operation cost at the lengths it was timed at, read as a line, a
 * fixed cost per operation plus a cost per byte. The line runs through the shortest and the longest
 * length timed (the points between show how straight it is), so it is exact at a message's small
 * parts and at its largest, and a cell's operations are priced from their count and bytes alone.
 */
public final class Prices {

    /** One operation's line: nanoseconds = fixed + perByte × bytes. */
    public record Line(double fixedNanos, double nanosPerByte) {
        public double nanos(int count, long bytes) {
            return count * fixedNanos + bytes * nanosPerByte;
        }
    }

    /** No operation priced (a run stored before the floor was measured). */
    public static final Prices NONE = new Prices(List.of());

    private final List<PricePoint> points;
    private final Map<Operation, Line> lines = new EnumMap<>(Operation.class);

    public Prices(List<PricePoint> points) {
        this.points = List.copyOf(points);
        Map<Operation, List<PricePoint>> byOperation = points.stream()
                .collect(Collectors.groupingBy(PricePoint::operation, () -> new EnumMap<>(Operation.class), Collectors.toList()));
        byOperation.forEach((operation, timed) -> lines.put(operation, line(timed)));
    }

    private static Line line(List<PricePoint> timed) {
        PricePoint shortest = timed.stream().min(Comparator.comparingInt(PricePoint::length)).orElseThrow();
        PricePoint longest = timed.stream().max(Comparator.comparingInt(PricePoint::length)).orElseThrow();
        if (longest.length() == shortest.length()) {
            return new Line(shortest.nanos(), 0);
        }
        // A slope below zero is timing noise between two nearly equal costs: the cost does not fall with length.
        double perByte = Math.max(0, (longest.nanos() - shortest.nanos()) / (longest.length() - shortest.length()));
        return new Line(Math.max(0, shortest.nanos() - perByte * shortest.length()), perByte);
    }

    public List<PricePoint> points() {
        return points;
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** The line of an operation, if it was timed. */
    public Optional<Line> line(Operation operation) {
        return Optional.ofNullable(lines.get(operation));
    }

    /** What one counted operation costs; empty if the operation was not timed. */
    public OptionalDouble nanos(OperationCount count) {
        Line line = lines.get(count.operation());
        return line == null ? OptionalDouble.empty() : OptionalDouble.of(line.nanos(count.count(), count.bytes()));
    }

    /**
     * The floor of an exchange: its operations priced and added up; empty if any of them was not
     * timed, or nothing was timed (a floor with a part missing is not the floor).
     */
    public OptionalDouble floorNanos(Operations operations) {
        if (points.isEmpty()) {
            return OptionalDouble.empty();
        }
        double sum = 0;
        for (OperationCount count : operations.counts()) {
            OptionalDouble nanos = nanos(count);
            if (nanos.isEmpty()) {
                return OptionalDouble.empty();
            }
            sum += nanos.getAsDouble();
        }
        return OptionalDouble.of(sum);
    }
}
