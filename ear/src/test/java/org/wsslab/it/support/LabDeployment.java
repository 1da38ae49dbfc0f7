package org.wsslab.it.support;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.jboss.arquillian.container.test.api.Testable;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.importer.ZipImporter;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Endpoint;

/**
 * The real EAR the build produced, as the tests deploy it, plus the tests' own classes and what only
 * tests use (the test-hooks module), which the EAR a user deploys never holds: the one place that
 * builds it. Every IT class's {@code @Deployment} returns it, and the classes share one deployment
 * of it per server (org.wsslab.arquillian.SharedLabDeployment knows it by its name).
 */
public final class LabDeployment {

    /** The archive's name: the shared deployment's mark. A class needing a lab of its own deploys it under another. */
    public static final String NAME = "wsslab.ear";

    private LabDeployment() {
    }

    /** The lab as the tests deploy it: {@link #withHooks()} plus the tests' own classes, run in the console's WAR. */
    public static EnterpriseArchive ear() {
        EnterpriseArchive archive = withHooks();
        // In-container tests run in the console's WAR (Arquillian's servlet protocol joins it): the
        // test classes go there too, where the EJB module's classes are visible (EAR lib/ would not see them).
        // Their waits poll with Awaitility (and its Hamcrest), which the EAR does not bundle.
        WebArchive console = archive.getAsType(WebArchive.class, "web-console.war").addPackages(true, "org.wsslab.it")
                .addAsLibraries(jarOf(org.awaitility.Awaitility.class), jarOf(org.hamcrest.Matcher.class))
                // which results database the domain was given, for the in-container tests that read it
                .addAsResource(new StringAsset(ResultsStore.asProperties()), ResultsStore.RESOURCE);
        // The EAR has two WARs (the console and target-web): Arquillian enriches the one marked.
        Testable.archiveToTest(console);
        return archive;
    }

    /**
     * The real EAR the build produced plus the test hooks, which the EAR a user deploys never holds
     * (ShippedEarTest): what a test deploys without Arquillian (CrashDomain).
     */
    public static EnterpriseArchive withHooks() {
        File ear = new File(System.getProperty("wsslab.ear", "target/wsslab.ear"));
        if (!ear.isFile()) {
            throw new IllegalStateException("No EAR at " + ear.getAbsolutePath() + ": run the tests through Maven (mvn verify)");
        }
        EnterpriseArchive archive = ShrinkWrap.create(ZipImporter.class, NAME).importFrom(ear).as(EnterpriseArchive.class);
        // The test hooks' engine side joins the EJB module, where the engine finds the hold as the deployment's
        // CallGate and the scratch runs share the lab's persistence unit (scoped to that module);
        // their routes join the console's API, beside its harness routes.
        archive.getAsType(JavaArchive.class, "ejb-services.jar").addPackages(false, "org.wsslab.hooks.control",
                "org.wsslab.hooks.boundary");
        archive.getAsType(WebArchive.class, "web-console.war").addPackage("org.wsslab.hooks.api");
        return archive;
    }

    /**
     * {@link #withHooks()} with the signing mechanisms' policies, under every suite, written under an
     * addressing set-up as the build writes them for bin/wsslab start --addressing: the one EAR the
     * build made serves both set-ups' tests.
     */
    public static EnterpriseArchive withHooks(AddressingSetup setup) {
        EnterpriseArchive archive = withHooks();
        // The policies travel with the endpoints (endpoints.jar, the module a target deploys too).
        JavaArchive services = archive.getAsType(JavaArchive.class, "endpoints.jar");
        for (Endpoint endpoint : Endpoint.all()) {
            if (AddressingSetup.mechanisms().contains(endpoint.mechanism())) {
                String path = endpoint.policyFile().orElseThrow();
                try (InputStream in = services.get(path).getAsset().openStream()) {
                    String policy = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                    services.delete(path);
                    services.add(new StringAsset(setup.applyTo(policy, path)), path);
                } catch (IOException e) {
                    throw new UncheckedIOException(path, e);
                }
            }
        }
        return archive;
    }

    private static File jarOf(Class<?> type) {
        try {
            return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate the jar of " + type.getName(), e);
        }
    }
}
