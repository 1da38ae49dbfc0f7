package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptionsTest {

    @Test
    void defaultsAreTheLabsAddressTenCallsTwoWarmUpsAndPosting() throws UsageException {
        Options options = Options.parse("--client-stores", "/stores");

        assertEquals(URI.create("http://localhost:8080/wsslab/"), options.lab());
        assertEquals(URI.create("http://localhost:8080/wsslab/api/"), options.api());
        assertEquals(Path.of("/stores"), options.clientStores());
        assertEquals(Path.of(System.getProperty("user.home"), ".wsslab", "domain"), options.consolePasswords());
        assertEquals(List.of(), options.mechanisms());
        assertEquals(10, options.calls());
        assertEquals(2, options.warmup());
        assertTrue(options.post());
        assertFalse(options.verbose());
    }

    @Test
    void everyOptionAndTheMechanismIdsAreRead() throws UsageException {
        Options options = Options.parse("--lab", "https://lab.example:8181/wsslab", "--client-stores", "/s",
                "--console-passwords", "/p", "--calls", "3", "--warmup", "0", "--no-post", "--verbose",
                "plain", "mutual-certificates");

        assertEquals(URI.create("https://lab.example:8181/wsslab/"), options.lab(), "a slash is added");
        assertEquals(Path.of("/p"), options.consolePasswords());
        assertEquals(List.of("plain", "mutual-certificates"), options.mechanisms());
        assertEquals(3, options.calls());
        assertEquals(0, options.warmup());
        assertFalse(options.post());
        assertTrue(options.verbose());
    }

    @Test
    void helpNeedsNothingElse() throws UsageException {
        assertTrue(Options.parse("--help").help());
    }

    @Test
    void theClientStoresAreRequired() {
        UsageException e = assertThrows(UsageException.class, () -> Options.parse("plain"));
        assertTrue(e.getMessage().contains("--client-stores is required"), e.getMessage());
    }

    @Test
    void anUnknownOptionIsNamedWithTheAllowedOnes() {
        UsageException e = assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--fast"));
        assertTrue(e.getMessage().startsWith("unknown option --fast; allowed are --lab"), e.getMessage());
    }

    @Test
    void callsMustBeAPositiveWholeNumber() {
        assertEquals("--calls must be a whole number of at least 1, not '0'",
                assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--calls", "0"))
                        .getMessage());
        assertEquals("--calls must be a whole number of at least 1, not 'ten'",
                assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--calls", "ten"))
                        .getMessage());
        assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--warmup", "-1"));
    }

    @Test
    void anOptionWithoutItsValueIsRefused() {
        assertEquals("--client-stores needs a value",
                assertThrows(UsageException.class, () -> Options.parse("--client-stores")).getMessage());
        assertEquals("--lab needs a value",
                assertThrows(UsageException.class, () -> Options.parse("--lab", "--client-stores", "/s")).getMessage());
    }

    @Test
    void theLabMustBeAnHttpUrl() {
        assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--lab", "ftp://host/"));
        assertThrows(UsageException.class, () -> Options.parse("--client-stores", "/s", "--lab", "localhost:8080"));
    }
}
