package org.wsslab.console.api;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The routes the JAX-RS resources of the API declare, read from the compiled classes as JAX-RS reads
 * them: every class of this package with {@code @Path}, every method with an HTTP method annotation.
 * A template variable's regex is left out (OpenAPI has none), except an alternation of literal names
 * ({@code {file: summary\.csv|report\.html}}), which is one route per name, as a client sees it.
 */
record CodeRoutes(List<Route> routes) {

    /** One operation: method, path as OpenAPI writes it, its query parameters, whether it reads a body. */
    record Route(String method, String path, Set<String> queryParameters, boolean readsBody, Method javaMethod) {

        String key() {
            return method + " " + path;
        }
    }

    private static final Pattern LITERAL_ALTERNATION = Pattern.compile("[\\w\\\\.-]+(\\|[\\w\\\\.-]+)+");

    static CodeRoutes ofPackage() {
        List<Route> routes = new ArrayList<>();
        for (Class<?> type : resourceClasses()) {
            String base = type.getAnnotation(Path.class).value();
            for (Method method : type.getDeclaredMethods()) {
                String verb = httpMethod(method);
                if (verb == null) {
                    continue;
                }
                Path own = method.getAnnotation(Path.class);
                String template = own == null ? base : base + "/" + own.value();
                for (String path : expand(template)) {
                    routes.add(new Route(verb, path, queryParameters(method), readsBody(method), method));
                }
            }
        }
        return new CodeRoutes(routes);
    }

    Set<String> keys() {
        Set<String> keys = new TreeSet<>();
        routes.forEach(route -> keys.add(route.key()));
        return keys;
    }

    /** The template as OpenAPI paths: slashes normalised, regexes dropped, literal alternations expanded. */
    static List<String> expand(String template) {
        List<String> paths = new ArrayList<>(List.of(""));
        int i = 0;
        String normalised = "/" + template.replaceAll("^/+|/+$", "").replaceAll("/+", "/");
        while (i < normalised.length()) {
            char c = normalised.charAt(i);
            if (c != '{') {
                String literal = String.valueOf(c);
                paths.replaceAll(p -> p + literal);
                i++;
                continue;
            }
            int end = closingBrace(normalised, i);
            String variable = normalised.substring(i + 1, end);
            int colon = variable.indexOf(':');
            String name = (colon < 0 ? variable : variable.substring(0, colon)).trim();
            String regex = colon < 0 ? "" : variable.substring(colon + 1).trim();
            if (LITERAL_ALTERNATION.matcher(regex).matches()) {
                List<String> expanded = new ArrayList<>();
                for (String path : paths) {
                    for (String alternative : regex.split("\\|")) {
                        expanded.add(path + alternative.replace("\\", ""));
                    }
                }
                paths = expanded;
            } else {
                paths.replaceAll(p -> p + "{" + name + "}");
            }
            i = end + 1;
        }
        return paths;
    }

    private static int closingBrace(String template, int open) {
        int depth = 0;
        for (int i = open; i < template.length(); i++) {
            if (template.charAt(i) == '{') {
                depth++;
            } else if (template.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("unbalanced braces in " + template);
    }

    private static String httpMethod(Method method) {
        for (Annotation annotation : method.getAnnotations()) {
            HttpMethod verb = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (verb != null) {
                return verb.value();
            }
        }
        return null;
    }

    private static Set<String> queryParameters(Method method) {
        Set<String> names = new TreeSet<>();
        for (Parameter parameter : method.getParameters()) {
            QueryParam query = parameter.getAnnotation(QueryParam.class);
            if (query != null) {
                names.add(query.value());
            }
        }
        return names;
    }

    /** An entity parameter is the one JAX-RS fills from the body: a parameter with no annotation at all. */
    private static boolean readsBody(Method method) {
        return Arrays.stream(method.getParameters()).anyMatch(parameter -> parameter.getAnnotations().length == 0);
    }

    private static List<Class<?>> resourceClasses() {
        java.nio.file.Path folder;
        try {
            folder = java.nio.file.Path.of(CodeRoutes.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .getParent().resolve("classes").resolve(CodeRoutes.class.getPackageName().replace('.', '/'));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        try (Stream<java.nio.file.Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$"))
                    .<Class<?>>map(
                            name -> load(CodeRoutes.class.getPackageName() + "." + name.substring(0, name.length() - ".class".length())))
                    .filter(type -> type.isAnnotationPresent(Path.class))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, CodeRoutes.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    static Matcher variables(String path) {
        return Pattern.compile("\\{(\\w+)}").matcher(path);
    }
}
