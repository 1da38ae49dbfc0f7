package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The one sign-in at the HTTP level, as a browser and a script meet it: the API's refusals are JSON
 * (401 with a Basic challenge, 403 saying which role is needed), the sign-in form returns to the page
 * asked for and refuses a wrong password, signed-in answers are never stored, and after Sign out the
 * old session cookie reaches nothing signed-in. Exports are the API's, read with either sign-in.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class SignInIT {

    private static final Pattern INPUT = Pattern.compile("<input\\b[^>]*>", Pattern.CASE_INSENSITIVE);
    private static final Pattern ATTRIBUTE = Pattern.compile("\\b(name|value|type)=\"([^\"]*)\"", Pattern.CASE_INSENSITIVE);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private static final String SMALL_RUN = "{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}";

    private final LabApi api = LabApi.ofTestDomain();
    private final URI console = URI.create("http://localhost:" + System.getProperty("wsslab.it.httpPort", "28080") + "/wsslab/");

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aViewersApiWriteIsAJson403SayingTheOperatorIsNeeded() throws Exception {
        int before = api.runCount();
        HttpResponse<String> refused = api.call(Caller.VIEWER, "POST", "runs", SMALL_RUN);
        assertJsonError(403, refused, "operator");
        assertTrue(LabApi.object(refused.body()).getString("error").contains("viewer"), "says who asked: " + refused.body());
        assertJsonError(403, api.call(Caller.VIEWER, "POST", "harness/gc", null), "operator");
        assertJsonError(403, api.call(Caller.VIEWER, "DELETE", "runs/1", null), "operator");
        assertEquals(before, api.runCount(), "the viewer started nothing");
    }

    @Test
    void anAnonymousOrWronglySignedApiCallIsAJson401WithABasicChallenge() throws Exception {
        HttpResponse<String> anonymous = api.get(Caller.ANONYMOUS, "runs");
        assertJsonError(401, anonymous, "viewer or operator");
        assertTrue(anonymous.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Basic realm=\"wsslab-console\""),
                "curl and scripts are told to send Basic: " + anonymous.headers().map());
        assertJsonError(401, api.call(Caller.ANONYMOUS, "POST", "runs", SMALL_RUN), "operator");

        HttpResponse<String> wrong = send(HttpRequest.newBuilder(console.resolve("api/runs")).header("Authorization",
                "Basic " + java.util.Base64.getEncoder()
                        .encodeToString(("viewer:not-" + Caller.VIEWER.password()).getBytes(StandardCharsets.UTF_8))));
        assertJsonError(401, wrong, "wrong user name or password");
        assertTrue(wrong.headers().firstValue("WWW-Authenticate").isPresent());
        assertEquals(200, api.get(Caller.ANONYMOUS, "mechanisms").statusCode(), "the catalog stays open");
    }

    @Test
    void signedInPagesAreNeverStoredAndAfterSignOutTheOldSessionIsSentToSignIn() throws Exception {
        String session = signIn(Caller.VIEWER, null).session();
        HttpResponse<String> page = get("runs/index.xhtml", session);
        assertEquals(200, page.statusCode(), page.body());
        assertTrue(page.body().contains("stored:runs"), "the signed-in runs page");
        assertNotStored(page.headers(), "runs/index.xhtml");
        assertNotStored(get("index.xhtml", session).headers(), "the catalog page, signed in (it shows who is)");

        HttpResponse<String> signedOut = signOut(page.body(), session);
        assertEquals(302, signedOut.statusCode(), signedOut.body());
        HttpResponse<String> again = get("runs/index.xhtml", session);
        assertEquals(302, again.statusCode(), "the old session cookie is worth nothing: " + again.body());
        assertTrue(again.headers().firstValue("Location").orElse("").contains("/wsslab/login.xhtml?next="),
                again.headers().map().toString());
        assertJsonError(401, get("api/runs", session), "viewer or operator");
    }

    @Test
    void aWrongPasswordOnTheFormIsRefusedAndSignsNobodyIn() throws Exception {
        SignIn attempt = signIn(new FormUser("viewer", "not-" + Caller.VIEWER.password()), null);
        assertEquals(200, attempt.answer().statusCode(), "the form again, not a redirect into the console");
        assertTrue(attempt.answer().body().contains("Wrong user name or password."), attempt.answer().body());
        HttpResponse<String> page = get("runs/index.xhtml", attempt.session());
        assertEquals(302, page.statusCode(), "nobody is signed in on that session");
        assertTrue(page.headers().firstValue("Location").orElse("").contains("login.xhtml"));
        assertEquals(200, signIn(Caller.VIEWER, null).answerAfterRedirect(this).statusCode(), "the right password still signs in");
    }

    @Test
    void signInReturnsToThePageAskedForAndNeverLeavesTheConsole() throws Exception {
        HttpResponse<String> asked = get("runs/compare.xhtml?ids=1,2", null);
        assertEquals(302, asked.statusCode());
        String login = asked.headers().firstValue("Location").orElseThrow();
        String next = java.net.URLDecoder.decode(login.substring(login.indexOf("next=") + 5), StandardCharsets.UTF_8);
        assertEquals("/wsslab/runs/compare.xhtml?ids=1,2", next);

        assertEquals("/wsslab/runs/compare.xhtml?ids=1,2", signIn(Caller.OPERATOR, next).answer().headers().firstValue("Location")
                .map(location -> URI.create(location).getRawPath() + "?" + URI.create(location).getRawQuery()).orElseThrow());
        assertTrue(signIn(Caller.OPERATOR, "//elsewhere.example/").answer().headers().firstValue("Location").orElseThrow()
                .endsWith("/wsslab/runs/index.xhtml"), "a return address outside the console is ignored");
    }

    @Test
    void exportsAreTheApisAndAPageSessionReadsThemButCannotWrite() throws Exception {
        long id = api.start(SMALL_RUN);
        api.awaitEnd(id, Duration.ofMinutes(2));
        String session = signIn(Caller.VIEWER, null).session();
        for (String export : new String[]{"summary.csv", "rtt.csv?statistic=median", "overhead.csv", "report.html", "samples"}) {
            HttpResponse<String> download = get("api/runs/" + id + "/" + export, session);
            assertEquals(200, download.statusCode(), export + ": " + download.body());
            assertTrue(download.headers().firstValue("Content-Disposition").orElse("").startsWith("attachment"), export);
            assertNotStored(download.headers(), export);
            assertEquals(200, api.get(Caller.VIEWER, "runs/" + id + "/" + export).statusCode(), "scripts use the same route: " + export);
            assertJsonError(401, api.get(Caller.ANONYMOUS, "runs/" + id + "/" + export), "viewer or operator");
        }
        assertJsonError(404, get("api/runs/" + (id + 1000) + "/summary.csv", session), "there is no run");
        assertJsonError(400, get("api/runs/" + id + "/rtt.csv?statistic=mode", session), "mode");

        String operator = signIn(Caller.OPERATOR, null).session();
        HttpResponse<String> write = send(HttpRequest.newBuilder(console.resolve("api/runs/" + id)).DELETE()
                .header("Cookie", "JSESSIONID=" + operator));
        assertJsonError(401, write, "HTTP Basic");
        assertEquals(200, api.get(Caller.VIEWER, "runs/" + id).statusCode(), "a page's session alone deleted nothing");
    }

    // --- the sign-in form as a browser posts it ---

    /** A user as the form is given it: a console user, or anyone with any password. */
    private record FormUser(String user, String password) {
    }

    /** The form's answer and the session it was given on. */
    private record SignIn(HttpResponse<String> answer, String session) {
        HttpResponse<String> answerAfterRedirect(SignInIT test) throws IOException, InterruptedException {
            assertEquals(302, answer.statusCode(), answer.body());
            return test.send(HttpRequest.newBuilder(URI.create(answer.headers().firstValue("Location").orElseThrow()))
                    .header("Cookie", "JSESSIONID=" + session));
        }
    }

    private SignIn signIn(Caller caller, String next) throws IOException, InterruptedException {
        SignIn signIn = signIn(new FormUser(caller.user(), caller.password()), next);
        assertEquals(302, signIn.answer().statusCode(), "signed in as " + caller.user() + ": " + signIn.answer().body());
        return signIn;
    }

    private SignIn signIn(FormUser user, String next) throws IOException, InterruptedException {
        HttpResponse<String> form = get("login.xhtml" + (next == null ? "" : "?next=" + URLEncoder.encode(next, StandardCharsets.UTF_8)),
                null);
        assertEquals(200, form.statusCode(), form.body());
        String session = cookie(form.headers()).orElseThrow(() -> new AssertionError("no session for the form: " + form.headers().map()));
        Map<String, String> fields = hiddenFields(form.body(), "signin");
        fields.put("signin:name", user.user());
        fields.put("signin:password", user.password());
        fields.put("signin:submit", "");
        HttpResponse<String> answer = post("login.xhtml", session, fields);
        return new SignIn(answer, cookie(answer.headers()).orElse(session));
    }

    private HttpResponse<String> signOut(String signedInPage, String session) throws IOException, InterruptedException {
        Map<String, String> fields = hiddenFields(signedInPage, "signout");
        fields.put("signout:out", "signout:out");
        return post("runs/index.xhtml", session, fields);
    }

    /** The hidden inputs of one form of a page (its name marker, the view state, hidden values such as next). */
    private static Map<String, String> hiddenFields(String page, String form) {
        int start = page.indexOf("<form id=\"" + form + "\"");
        assertTrue(start >= 0, "the page has the form " + form + ": " + page);
        String body = page.substring(start, page.indexOf("</form>", start));
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher input = INPUT.matcher(body);
        while (input.find()) {
            Map<String, String> attributes = new LinkedHashMap<>();
            Matcher attribute = ATTRIBUTE.matcher(input.group());
            while (attribute.find()) {
                attributes.put(attribute.group(1).toLowerCase(), attribute.group(2).replace("&amp;", "&"));
            }
            if ("hidden".equalsIgnoreCase(attributes.get("type")) && attributes.containsKey("name")) {
                fields.put(attributes.get("name"), attributes.getOrDefault("value", ""));
            }
        }
        return fields;
    }

    private HttpResponse<String> get(String path, String session) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(console.resolve(path));
        if (session != null) {
            request.header("Cookie", "JSESSIONID=" + session);
        }
        return send(request);
    }

    private HttpResponse<String> post(String path, String session, Map<String, String> fields) throws IOException, InterruptedException {
        String form = fields.entrySet().stream().map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(console.resolve(path)).header("Cookie", "JSESSIONID=" + session)
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(form)));
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HTTP.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Optional<String> cookie(HttpHeaders headers) {
        return headers.allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID="))
                .map(c -> c.substring("JSESSIONID=".length(), c.indexOf(';') < 0 ? c.length() : c.indexOf(';'))).reduce((a, b) -> b);
    }

    private static void assertNotStored(HttpHeaders headers, String what) {
        assertTrue(headers.firstValue("Cache-Control").orElse("").contains("no-store"), what + ": " + headers.map());
        assertEquals("no-cache", headers.firstValue("Pragma").orElse(""), what + ": " + headers.map());
        assertTrue(headers.firstValue("Expires").isPresent(), what + ": " + headers.map());
    }

    private static void assertJsonError(int status, HttpResponse<String> response, String mentioned) {
        assertEquals(status, response.statusCode(), response.uri() + " -> " + response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
                response.uri() + ": " + response.headers().map() + " " + response.body());
        String error = LabApi.object(response.body()).getString("error");
        assertTrue(error.contains(mentioned), response.uri() + ": '" + error + "' should mention '" + mentioned + "'");
        assertFalse(error.isBlank());
    }
}
