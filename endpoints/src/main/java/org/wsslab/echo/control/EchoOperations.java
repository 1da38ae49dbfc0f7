package org.wsslab.echo.control;

import jakarta.jws.WebMethod;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.wsslab.echo.contract.Echo;

/** The operations every endpoint publishes, by the names JAX-WS gives them in the WSDL. */
public final class EchoOperations {

    /** The operation every policy file names; the build binds the others like it. */
    public static final String ECHO = "echo";

    private EchoOperations() {
    }

    /** Every operation of {@link Echo}, {@value #ECHO} first, the others by name. */
    public static List<String> names() {
        return Arrays.stream(Echo.class.getMethods())
                .map(method -> method.getAnnotation(WebMethod.class))
                .filter(Objects::nonNull)
                .map(WebMethod::operationName)
                .sorted((a, b) -> a.equals(ECHO) ? -1 : b.equals(ECHO) ? 1 : a.compareTo(b))
                .toList();
    }
}
