package org.wsslab.console.runs;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Sequences;

/**
 * The new-run form's sequences, as typed: lengths made at every size of the run, or (001 Fig 11) only
 * the (length, size) pairs typed, e.g. "1000×5, 100×1500, 10×15000" or "1000:5" lines; either way
 * each sequence repeated. Pairs typed make a paired run: the sizes and lengths fields are then left
 * out of the request (the pairs give both). A pair that is not one is refused at mode.sequences.pairs,
 * as the API refuses one.
 */
public class SequenceFields implements Serializable {

    private static final long serialVersionUID = 1L;

    /** A pair as typed: length, then ×, x, * or :, then size. */
    private static final Pattern PAIR = Pattern.compile("(\\d{1,9})\\s*[×xX*:]\\s*(\\d{1,9})");
    static final String PAIRS = "mode.sequences.pairs";

    private String lengths = "10, 250, 500, 750, 1000";
    private String repeats = "5";
    private String pairs = "";

    /** Whether pairs are typed: the run makes only those, and the sizes and lengths fields are not sent. */
    boolean paired() {
        return pairs != null && !pairs.isBlank();
    }

    /** The sequences typed: the pairs if any, else the lengths (each at every size); refused at the field typed wrong. */
    Sequences sequences() {
        if (paired()) {
            List<Sequences.Pair> typed = pairs(pairs);
            return Sequences.paired(typed, repeats());
        }
        List<Integer> asked = FormNumbers.list("mode.sequences.lengths", lengths);
        return new Sequences(asked == null ? List.of() : asked, repeats());
    }

    private int repeats() {
        Integer value = FormNumbers.single("mode.sequences.repeats", repeats);
        if (value == null) {
            throw Refusal.at("mode.sequences.repeats", "give a whole number");
        }
        return value;
    }

    /** Pairs separated by commas, semicolons or line breaks, each length×size (or length:size). */
    static List<Sequences.Pair> pairs(String text) {
        List<Sequences.Pair> read = new ArrayList<>();
        for (String part : text.trim().split("\\s*[,;\\n]\\s*")) {
            if (part.isBlank()) {
                continue;
            }
            Matcher pair = PAIR.matcher(part.trim());
            if (!pair.matches()) {
                throw Refusal.at(PAIRS, "'" + part.trim() + "' is not a pair; give each as length×size (or length:size),"
                        + " separated by commas, e.g. 1000×5, 100×1500, 10×15000");
            }
            read.add(new Sequences.Pair(Integer.parseInt(pair.group(1)), Integer.parseInt(pair.group(2))));
        }
        return read;
    }

    /** These fields as in {@code typed}, those set aside (component ids) at the form's defaults; pairs set aside: none. */
    void takeAside(SequenceFields typed, Set<String> aside) {
        SequenceFields defaults = new SequenceFields();
        lengths = aside.contains("lengths") ? defaults.lengths : typed.lengths;
        repeats = aside.contains("repeats") ? defaults.repeats : typed.repeats;
        pairs = aside.contains("pairs") ? "" : typed.pairs;
    }

    public String getLengths() {
        return lengths;
    }

    public void setLengths(String lengths) {
        this.lengths = lengths;
    }

    public String getRepeats() {
        return repeats;
    }

    public void setRepeats(String repeats) {
        this.repeats = repeats;
    }

    public String getPairs() {
        return pairs;
    }

    public void setPairs(String pairs) {
        this.pairs = pairs;
    }
}
