package org.wsslab.console.runs;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.refusal.Refusal;

/** Numbers typed into a form, refused at the field's path (the API's, e.g. "mode.growth.step") when they are not numbers. */
public final class FormNumbers {

    private FormNumbers() {
    }

    public static Integer single(String field, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw Refusal.at(field, "'" + text.trim() + "' is not a whole number");
        }
    }

    /** A number, fractions allowed (e.g. a percentage); null when left empty. */
    static Double decimal(String field, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Double.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw Refusal.at(field, "'" + text.trim() + "' is not a number");
        }
    }

    /** Comma- or space-separated whole numbers, e.g. "100, 1024". */
    static List<Integer> list(String field, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        List<Integer> values = new ArrayList<>();
        for (String part : text.trim().split("[,\\s]+")) {
            values.add(single(field, part));
        }
        return values;
    }
}
