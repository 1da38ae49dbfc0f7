package org.wsslab.console.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.run.entity.RunLabel;

/**
 * Every request body of request-body-refusals.tsv is read as it was pinned: the same request, or the
 * same refusal sentence (scripts read it) with the same field paths. An unknown field, a fraction where
 * a whole number belongs, a wrong type, malformed JSON and an empty body among them: whoever changes
 * how bodies are read (e.g. to the platform's JSON binding) keeps them all.
 */
class RequestBodyRefusalsTest {

    record Pinned(String reader, String body, String outcome, String said, List<String> paths) {
        @Override
        public String toString() {
            return reader + " " + body;
        }
    }

    static Stream<Pinned> pinned() throws IOException {
        try (InputStream in = RequestBodyRefusalsTest.class.getResourceAsStream("/request-body-refusals.tsv")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(line -> !line.startsWith("#")).map(line -> {
                String[] cells = line.split("\t", -1);
                String body = switch (cells[1]) {
                    case "<empty>" -> "";
                    case "<blank>" -> "  ";
                    default -> cells[1];
                };
                return new Pinned(cells[0], body, cells[2], cells[3], cells[4].isEmpty() ? List.of() : Arrays.asList(cells[4].split(",")));
            }).toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pinned")
    void eachBodyIsReadOrRefusedAsPinned(Pinned pinned) {
        Function<String, Object> reader = switch (pinned.reader()) {
            case "run" -> RunRequestReader::read;
            case "label" -> body -> RunRequestReader.relabel(body, RunLabel.of("old", "older"));
            case "profile" -> ProfileRequestReader::read;
            case "interop" -> InteropReportReader::read;
            case "target" -> TargetRequestReader::read;
            default -> throw new IllegalStateException("no reader " + pinned.reader());
        };
        try {
            Object read = reader.apply(pinned.body());
            assertEquals(pinned.outcome() + " " + pinned.said(), "OK " + read);
        } catch (Refusal refusal) {
            assertEquals(pinned.outcome() + " " + pinned.said(), "REFUSED " + refusal.getMessage());
            assertEquals(pinned.paths(), refusal.fields().stream().map(RefusedField::path).toList());
        }
    }
}
