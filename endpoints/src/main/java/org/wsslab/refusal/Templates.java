package org.wsslab.refusal;

/** What a validator needs to put text of its own into a Bean Validation message template. */
public final class Templates {

    private Templates() {
    }

    /** Text a message template shows as it is: no parameter ({…}) and no expression (${…}) in it is resolved. */
    public static String literal(String text) {
        return text.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}").replace("$", "\\$");
    }
}
