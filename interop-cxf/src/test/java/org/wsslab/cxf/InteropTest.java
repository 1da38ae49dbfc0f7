package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The program's answers that need no lab: its exit status and what it says. */
class InteropTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void helpPrintsTheUsageAndSucceeds() {
        assertEquals(0, run("--help"));
        assertTrue(text(out).contains("--client-stores DIR"), text(out));
    }

    @Test
    void aWrongCommandLineExitsWithTwoAndSaysWhy() {
        assertEquals(2, run("--calls", "0", "--client-stores", folder.toString()));
        assertEquals("interop: --calls must be a whole number of at least 1, not '0' (--help lists the options)",
                text(err).strip());
        assertEquals("", text(out));
    }

    @Test
    void missingClientStoresExitWithOneAndNameTheFiles() {
        assertEquals(1, run("--client-stores", folder.resolve("absent").toString(), "--no-post"));
        assertTrue(text(err).contains("cannot read the lab's client stores in"), text(err));
        assertTrue(text(err).contains("client-keys.p12"), text(err));
    }

    @Test
    void aLabThatDoesNotAnswerExitsWithOne() throws Exception {
        Path stores = emptyStores();
        Files.writeString(folder.resolve("viewer.password"), "not-a-real-password");
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }

        int status = run("--lab", "http://127.0.0.1:" + closedPort + "/wsslab/", "--client-stores", stores.toString(),
                "--console-passwords", folder.toString(), "--no-post");

        assertEquals(1, status, text(err));
        assertTrue(text(err).contains("the lab does not answer at http://127.0.0.1:" + closedPort + "/wsslab/api/"),
                text(err));
        assertEquals("", text(out), "nothing measured, nothing printed");
    }

    private int run(String... args) {
        return Interop.run(args, print(out), print(err));
    }

    /** A client folder with empty stores: enough for everything that happens before the lab is asked. */
    private Path emptyStores() throws IOException, GeneralSecurityException {
        Path stores = Files.createDirectories(folder.resolve("wsslab-client"));
        char[] password = "store-secret".toCharArray();
        for (String name : new String[]{ClientStores.KEY_STORE, ClientStores.TRUST_STORE}) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, password);
            try (OutputStream file = Files.newOutputStream(stores.resolve(name))) {
                store.store(file, password);
            }
        }
        Files.writeString(stores.resolve(ClientStores.PASSWORD_FILE), "store-secret\n");
        Files.writeString(stores.resolve(ClientStores.USER_FILE), "username=alice\npassword=user-secret\n");
        return stores;
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
