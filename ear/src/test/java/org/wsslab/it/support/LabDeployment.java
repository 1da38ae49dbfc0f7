package org.wsslab.it.support;

import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.importer.ZipImporter;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/**
 * The real EAR the build produced, as the tests deploy it, plus the tests' own classes: the one
 * place that builds it. Every IT class's {@code @Deployment} returns it, and the classes share one
 * deployment of it per server (org.wsslab.arquillian.SharedLabDeployment knows it by its name).
 */
public final class LabDeployment {

    /** The archive's name: the shared deployment's mark. A class needing a lab of its own deploys it under another. */
    public static final String NAME = "wsslab.ear";

    private LabDeployment() {
    }

    public static EnterpriseArchive ear() {
        File ear = new File(System.getProperty("wsslab.ear", "target/wsslab.ear"));
        if (!ear.isFile()) {
            throw new IllegalStateException("No EAR at " + ear.getAbsolutePath() + ": run the tests through Maven (mvn verify)");
        }
        EnterpriseArchive archive = ShrinkWrap.create(ZipImporter.class, NAME).importFrom(ear).as(EnterpriseArchive.class);
        // In-container tests run in the console's WAR (Arquillian's servlet protocol joins it): the
        // test classes go there too, where the EJB module's classes are visible (EAR lib/ would not see them).
        // Their waits poll with Awaitility (and its Hamcrest), which the EAR does not bundle.
        archive.getAsType(WebArchive.class, "web-console.war").addPackages(true, "org.wsslab.it")
                .addAsLibraries(jarOf(org.awaitility.Awaitility.class), jarOf(org.hamcrest.Matcher.class));
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
