package org.wsslab.run.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;

class RunLabelTest {

    @Test
    void blankIsNoneAndTextIsKeptStrippedWithTheFormsLineBreaksAsTheApis() {
        RunLabel label = RunLabel.of("  ", " first line\r\nsecond line ");
        assertNull(label.name());
        assertEquals("first line\nsecond line", label.notes());
        assertEquals(RunLabel.NONE, RunLabel.of(null, ""));
    }

    @Test
    void aNameIsOneLineOfAtMost120CharactersAndNotesAtMost4000() {
        assertEquals("x".repeat(120), RunLabel.of("x".repeat(120), null).name());
        Refusal tooLong = assertThrows(Refusal.class, () -> RunLabel.of("x".repeat(121), null));
        assertTrue(tooLong.getMessage().startsWith("name: ") && tooLong.getMessage().contains("121"), tooLong.getMessage());
        Refusal twoLines = assertThrows(Refusal.class, () -> RunLabel.of("a\nb", null));
        assertTrue(twoLines.getMessage().contains("line break"), twoLines.getMessage());
        Refusal notes = assertThrows(Refusal.class, () -> RunLabel.of(null, "y".repeat(4001)));
        assertTrue(notes.getMessage().startsWith("notes: ") && notes.getMessage().contains("4001"), notes.getMessage());
    }
}
