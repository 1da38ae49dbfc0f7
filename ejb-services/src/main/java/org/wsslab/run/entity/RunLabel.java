package org.wsslab.run.entity;

import org.wsslab.refusal.Refusal;

/**
 * What a person calls a run and notes about it: a name for lists and reports ("Basic256 vs Basic128
 * after the JDK update") and free text (why it was run, what was odd). Neither changes what is
 * measured; both can be given at the start and changed later by an operator. Blank is none.
 */
public record RunLabel(String name, String notes) {

    public static final int MAX_NAME = 120;
    public static final int MAX_NOTES = 4000;

    public static final RunLabel NONE = new RunLabel(null, null);

    /** How a person knows run {@code id} where runs are listed or compared: "run 12 · baseline", "run 12" without a name. */
    public String title(Long id) {
        return "run " + id + (name == null || name.isBlank() ? "" : " · " + name);
    }

    /** The label of these texts, blank ones as none; refused when a text is too long or the name spans lines. */
    public static RunLabel of(String name, String notes) {
        String shownName = blankAsNone(name);
        String shownNotes = blankAsNone(notes);
        boolean breaks = shownName != null && shownName.chars().anyMatch(Character::isISOControl);
        if (shownName != null && (shownName.length() > MAX_NAME || breaks)) {
            throw Refusal.at("name", "a name is one line of at most " + MAX_NAME + " characters; this one has "
                    + shownName.length() + (breaks ? " and a line break or control character" : ""));
        }
        if (shownNotes != null && shownNotes.length() > MAX_NOTES) {
            throw Refusal.at("notes", "notes are at most " + MAX_NOTES + " characters; these have " + shownNotes.length());
        }
        return new RunLabel(shownName, shownNotes);
    }

    /** Blank as none; a form's line breaks (CR LF, as browsers send a text area) as the API's (LF). */
    private static String blankAsNone(String text) {
        return text == null || text.isBlank() ? null : text.strip().replace("\r\n", "\n");
    }
}
