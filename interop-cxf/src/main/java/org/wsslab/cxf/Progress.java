package org.wsslab.cxf;

import java.util.Locale;
import java.util.stream.Collectors;

/** One human-readable line per endpoint while the check runs, so a long run shows where it is. */
final class Progress {

    private Progress() {
    }

    static String line(Endpoint endpoint, InteropResult result) {
        String sizes = result.sizes().stream()
                .map(s -> String.format(Locale.ROOT, "%d B %.1f ms", s.bytes(), s.rttMedianNs() / 1e6))
                .collect(Collectors.joining(", "));
        StringBuilder line = new StringBuilder(endpoint.label()).append(": ").append(result.outcome());
        if (result.refusedBy() != null) {
            line.append(" (refused by the ").append(result.refusedBy()).append(')');
        }
        if (!sizes.isEmpty()) {
            line.append(" [").append(sizes).append(']');
        }
        if (result.reason() != null) {
            line.append(": ").append(result.reason());
        }
        return line.toString();
    }
}
