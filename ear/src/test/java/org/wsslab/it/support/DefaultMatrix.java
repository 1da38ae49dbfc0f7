package org.wsslab.it.support;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.time.Duration;

/**
 * The attack matrix with the lab's defaults (every available endpoint, every attack), made once per
 * test run: it is the suite's longest piece of work, and two classes assert on it. The browser test
 * starts it from the verifications page as an operator does (which starts exactly what the API's
 * default does: the page sends no list when every mechanism is ticked) and hands its id here;
 * VerificationIT asserts every cell of that same verification, or starts one through the API when
 * it runs without the browser test. Kept in this JVM only: a verification stored by an earlier
 * build, of other code, is never reused.
 */
public final class DefaultMatrix {

    private static final Duration WITHIN = Duration.ofMinutes(15);
    private static Long made;

    private DefaultMatrix() {
    }

    /** Records a default matrix the caller started another way and saw completed. */
    public static synchronized void made(long id) {
        made = id;
    }

    /** The default matrix of this test run, ended: the one recorded, or one started now through the API. */
    public static synchronized JsonObject verified(LabApi api) throws IOException, InterruptedException {
        if (made == null) {
            made = api.verify(null);
        }
        return api.awaitVerification(made, WITHIN);
    }
}
