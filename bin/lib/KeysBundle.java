import java.io.ByteArrayOutputStream;
import java.io.Console;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The keys bundle of bin/wsslab keys export|import (bin/lib/keys.sh; docs/security.md, "The keys
 * bundle"): flat files (the key stores, their password, the endpoint user's password) in one file,
 * encrypted and authenticated with AES-256-GCM under a key PBKDF2-HMAC-SHA256 derives from a
 * password in 600,000 iterations. Run by the JDK's source launcher, so it needs no build: a target
 * host imports before its first build. The JDK's own primitives, because none of the tools at hand
 * authenticates with a password read from a file: openssl enc refuses AEAD ciphers and its MAC
 * commands take the key as an argument, zip offers only the broken PKZip 2.0 cipher, tar none.
 *
 * <p>File: MAGIC, the iteration count (4 bytes), a random salt (16) and IV (12), then the sealed
 * content with its 16-byte tag; the header is the cipher's associated data, so no byte of the file
 * can change unnoticed. Content: the number of files, then each file's name, length and bytes.
 *
 * <p>The password never is an argument: it comes from the file WSSLAB_KEYS_PASSWORD_FILE names (for
 * scripts and tests), or from the terminal without echo (twice on export).
 *
 * <p>usage: java KeysBundle.java export BUNDLE FILE... | import BUNDLE EMPTY_DIR
 */
public final class KeysBundle {

    static final byte[] MAGIC = "wsslab keys bundle 1\n".getBytes(StandardCharsets.US_ASCII);
    static final int ITERATIONS = 600_000;
    /** A bundle asking for more is none of ours: it would only make import hang. */
    static final int MAX_ITERATIONS = 10_000_000;
    static final int SALT_BYTES = 16, IV_BYTES = 12, TAG_BITS = 128;
    static final int HEADER_BYTES = MAGIC.length + 4 + SALT_BYTES + IV_BYTES;
    static final int MAX_BUNDLE_BYTES = 16 << 20, MAX_FILES = 64, MIN_PASSWORD = 12;
    /** Flat names only: nothing in a bundle can point outside the folder it is imported into. */
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    static final String NOT_OURS = "wrong password or not a wsslab keys bundle";
    static final String PASSWORD_FILE = "WSSLAB_KEYS_PASSWORD_FILE";

    /** A refusal: its message goes to the user as it is. */
    static final class Refusal extends Exception {
        Refusal(String message) {
            super(message);
        }
    }

    public static void main(String[] args) {
        try {
            if (args.length >= 3 && args[0].equals("export")) {
                List<Path> files = new ArrayList<>();
                for (int i = 2; i < args.length; i++) {
                    files.add(Path.of(args[i]));
                }
                export(Path.of(args[1]), files);
            } else if (args.length == 3 && args[0].equals("import")) {
                importInto(Path.of(args[1]), Path.of(args[2]));
            } else {
                throw new Refusal("usage: java KeysBundle.java export BUNDLE FILE... | import BUNDLE EMPTY_DIR");
            }
        } catch (Refusal refusal) {
            System.err.println("wsslab: error: " + refusal.getMessage());
            System.exit(1);
        } catch (IOException | GeneralSecurityException e) {
            System.err.println("wsslab: error: keys bundle: " + e);
            System.exit(1);
        }
    }

    static void export(Path bundle, List<Path> files) throws Refusal, IOException, GeneralSecurityException {
        if (Files.exists(bundle, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refusal(bundle + " exists already; name a file that does not exist (export never overwrites one)");
        }
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(content);
        out.writeInt(files.size());
        List<String> names = new ArrayList<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (!NAME.matcher(name).matches() || names.contains(name)) {
                throw new Refusal("cannot bundle " + file + ": a bundle holds distinct flat names of letters, digits, '.', '_', '-'");
            }
            names.add(name);
            byte[] bytes = Files.readAllBytes(file);
            out.writeUTF(name);
            out.writeInt(bytes.length);
            out.write(bytes);
        }
        char[] password = password(true);
        SecureRandom random = new SecureRandom();
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).put(MAGIC).putInt(ITERATIONS);
        byte[] salt = new byte[SALT_BYTES], iv = new byte[IV_BYTES];
        random.nextBytes(salt);
        random.nextBytes(iv);
        header.put(salt).put(iv);
        Cipher cipher = cipher(Cipher.ENCRYPT_MODE, password, ITERATIONS, salt, iv, header.array());
        byte[] sealed = cipher.doFinal(content.toByteArray());
        try {
            // O_EXCL: a file that appeared since the check is not overwritten either; private from its first byte.
            Files.createFile(bundle, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (FileAlreadyExistsException e) {
            throw new Refusal(bundle + " exists already; name a file that does not exist (export never overwrites one)");
        }
        try {
            Files.write(bundle, concat(header.array(), sealed), StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException e) {
            Files.deleteIfExists(bundle);
            throw e;
        }
    }

    /** Opens the bundle whole, checks every store opens with the password it carries, only then writes its files. */
    static void importInto(Path bundle, Path dir) throws Refusal, IOException, GeneralSecurityException {
        if (!Files.isDirectory(dir)) {
            throw new Refusal("cannot import into " + dir + ": not a folder");
        }
        try (var entries = Files.list(dir)) {
            if (entries.findAny().isPresent()) {
                throw new Refusal("cannot import into " + dir + ": not empty");
            }
        }
        if (!Files.isRegularFile(bundle) || !Files.isReadable(bundle)) {
            throw new Refusal(bundle + " is not a readable file");
        }
        if (Files.size(bundle) > MAX_BUNDLE_BYTES) {
            throw new Refusal(NOT_OURS + ": " + bundle + " (larger than any bundle); nothing written");
        }
        byte[] file = Files.readAllBytes(bundle);
        if (file.length < HEADER_BYTES + TAG_BITS / 8 || !Arrays.equals(file, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new Refusal(NOT_OURS + ": " + bundle + "; nothing written");
        }
        ByteBuffer in = ByteBuffer.wrap(file).position(MAGIC.length);
        int iterations = in.getInt();
        if (iterations < ITERATIONS || iterations > MAX_ITERATIONS) {
            throw new Refusal(NOT_OURS + ": " + bundle + "; nothing written");
        }
        byte[] salt = new byte[SALT_BYTES], iv = new byte[IV_BYTES];
        in.get(salt).get(iv);
        char[] password = password(false);
        Cipher cipher = cipher(Cipher.DECRYPT_MODE, password, iterations, salt, iv, Arrays.copyOf(file, HEADER_BYTES));
        byte[] content;
        try {
            // GCM hands out nothing before the tag is checked.
            content = cipher.doFinal(file, HEADER_BYTES, file.length - HEADER_BYTES);
        } catch (AEADBadTagException e) {
            throw new Refusal(NOT_OURS + ": " + bundle + "; nothing written");
        }
        Map<String, byte[]> files = parse(content, bundle);
        checkStores(files, bundle);
        for (Map.Entry<String, byte[]> entry : files.entrySet()) {
            Files.write(dir.resolve(entry.getKey()), entry.getValue(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
    }

    static Map<String, byte[]> parse(byte[] content, Path bundle) throws Refusal {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(content))) {
            int count = in.readInt();
            if (count < 1 || count > MAX_FILES) {
                throw new Refusal(NOT_OURS + ": " + bundle + " (" + count + " files); nothing written");
            }
            for (int i = 0; i < count; i++) {
                String name = in.readUTF();
                int length = in.readInt();
                if (!NAME.matcher(name).matches() || files.containsKey(name) || length < 0 || length > in.available()) {
                    throw new Refusal(NOT_OURS + ": " + bundle + " (entry '" + name + "'); nothing written");
                }
                files.put(name, in.readNBytes(length));
            }
            if (in.available() > 0) {
                throw new Refusal(NOT_OURS + ": " + bundle + " (bytes after the last file); nothing written");
            }
        } catch (IOException e) {
            throw new Refusal(NOT_OURS + ": " + bundle + " (" + e.getMessage() + "); nothing written");
        }
        return files;
    }

    /** Every key store in the bundle opens with the store password it carries: what the domain set-up will do with them. */
    static void checkStores(Map<String, byte[]> files, Path bundle) throws Refusal {
        byte[] storePassword = files.get("store.password");
        if (storePassword == null) {
            throw new Refusal(bundle + " holds no store.password; nothing written");
        }
        char[] password = new String(storePassword, StandardCharsets.UTF_8).strip().toCharArray();
        for (Map.Entry<String, byte[]> entry : files.entrySet()) {
            if (entry.getKey().endsWith(".p12")) {
                try (InputStream in = new java.io.ByteArrayInputStream(entry.getValue())) {
                    KeyStore.getInstance("PKCS12").load(in, password);
                } catch (IOException | GeneralSecurityException e) {
                    throw new Refusal(bundle + ": its " + entry.getKey() + " does not open with its store.password (" + e.getMessage()
                            + "); nothing written");
                }
            }
        }
    }

    static Cipher cipher(int mode, char[] password, int iterations, byte[] salt, byte[] iv, byte[] header)
            throws GeneralSecurityException {
        PBEKeySpec spec = new PBEKeySpec(password, salt, iterations, 256);
        byte[] key = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        spec.clearPassword();
        Arrays.fill(password, '\0');
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, new SecretKeySpec(key, "AES"), new GCMParameterSpec(TAG_BITS, iv));
        Arrays.fill(key, (byte) 0);
        cipher.updateAAD(header);
        return cipher;
    }

    /** The bundle's password: from the file WSSLAB_KEYS_PASSWORD_FILE names, else from the terminal, without echo. */
    static char[] password(boolean twice) throws Refusal, IOException {
        String file = System.getenv(PASSWORD_FILE);
        char[] password;
        if (file != null && !file.isEmpty()) {
            byte[] bytes = Files.readAllBytes(Path.of(file));
            int end = bytes.length;
            // One line ending, as an editor or echo leaves it, is not part of the password.
            if (end > 0 && bytes[end - 1] == '\n') {
                end--;
            }
            if (end > 0 && bytes[end - 1] == '\r') {
                end--;
            }
            CharBuffer chars = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(bytes, 0, end));
            password = Arrays.copyOf(chars.array(), chars.limit());
            Arrays.fill(bytes, (byte) 0);
            Arrays.fill(chars.array(), '\0');
            if (password.length == 0) {
                throw new Refusal(PASSWORD_FILE + " names " + file + ", which holds no password");
            }
        } else {
            Console console = System.console();
            if (console == null || !terminal(console)) {
                throw new Refusal("no terminal to ask for the keys bundle's password: run it at a terminal, or name a file holding it in "
                        + PASSWORD_FILE);
            }
            password = console.readPassword("Password of the keys bundle: ");
            if (password == null) {
                throw new Refusal("no password given; nothing written");
            }
            if (twice) {
                char[] again = console.readPassword("The same password again: ");
                boolean same = Arrays.equals(password, again);
                if (again != null) {
                    Arrays.fill(again, '\0');
                }
                if (!same) {
                    throw new Refusal("the two passwords differ; nothing written");
                }
            }
        }
        if (twice && password.length < MIN_PASSWORD) {
            throw new Refusal("a keys bundle's password has at least " + MIN_PASSWORD + " characters (given: " + password.length
                    + "); nothing written");
        }
        return password;
    }

    /** JDK 22+ hands out a Console on redirected streams too, and says so with isTerminal(); JDK 21's is always one. */
    static boolean terminal(Console console) {
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
